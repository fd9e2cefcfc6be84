import { getWebStorage, openTabChannel } from '../lib/web-storage';

/**
 * A login without "Remember me" lives in sessionStorage, which the browser gives each tab on its
 * own: a product opened in a new tab would find no session. The tabs of one browser hand it to
 * each other instead, over a BroadcastChannel (same origin only, nothing leaves the browser):
 *
 * - a tab starting without a session asks; a tab holding a not-remembered session answers, and
 *   the new tab keeps the answer in its own sessionStorage;
 * - every change (login, renewed tokens, profile edit, logout) is announced, so no tab keeps
 *   tokens another tab has rotated (the server would take a reuse for theft) or a session
 *   another tab ended.
 *
 * When the browser closes, every sessionStorage goes with its tab, so "not remembered" still
 * ends there. Asking costs a wait, so a new tab only asks when a localStorage flag says some tab
 * has held such a session; the flag holds no credential.
 */
export const SESSION_CHANNEL = 'grocery.session';
export const SHARED_SESSION_FLAG = 'grocery.session.tabs';
/**
 * How long a new tab waits for an answer. Others answer in a few ms when the machine is idle,
 * but a busy one (many tabs, a slow phone) can take a few hundred; the full wait is only paid
 * once after the browser restarts with the flag still set, which the wait then clears.
 */
export const ASK_TIMEOUT_MS = 1000;

type TabMessage =
  | { type: 'ask' }
  | { type: 'share'; session: unknown }
  | { type: 'changed'; session: unknown; remembered: boolean };

function isTabMessage(value: unknown): value is TabMessage {
  return typeof value === 'object' && value !== null && 'type' in value;
}

// One channel per tab for announcing and listening: a BroadcastChannel does not hear its own
// messages, so a tab never takes its own announcement back in after a newer change.
let tabChannel: BroadcastChannel | null | undefined;
const sharedChannel = () => {
  if (tabChannel === undefined) tabChannel = openTabChannel(SESSION_CHANNEL);
  return tabChannel;
};

/** Tests only: close this tab's channel, so the next use opens a fresh one. */
export function closeTabChannel(): void {
  tabChannel?.close();
  tabChannel = undefined;
}

export function flagSharedSession(held: boolean): void {
  const storage = getWebStorage('local');
  try {
    if (held) storage?.setItem(SHARED_SESSION_FLAG, '1');
    else storage?.removeItem(SHARED_SESSION_FLAG);
  } catch {
    // A blocked storage only costs new tabs the hand-over.
  }
}

function sharedSessionFlagged(): boolean {
  return getWebStorage('local')?.getItem(SHARED_SESSION_FLAG) === '1';
}

/**
 * The session another tab holds for this browser session (as stored, to be parsed by the
 * caller), or null when no tab answers in time; an unanswered flag is dropped as stale.
 */
export function askOtherTabs(timeoutMs = ASK_TIMEOUT_MS): Promise<unknown> {
  if (!sharedSessionFlagged()) return Promise.resolve(null);
  // Its own channel: the answers are for this question only.
  const channel = openTabChannel(SESSION_CHANNEL);
  if (!channel) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (session: unknown) => {
      clearTimeout(timer);
      channel.close();
      resolve(session);
    };
    const timer = setTimeout(() => {
      flagSharedSession(false);
      finish(null);
    }, timeoutMs);
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (isTabMessage(message) && message.type === 'share') finish(message.session);
    };
    channel.postMessage({ type: 'ask' } satisfies TabMessage);
  });
}

/** Tells the other tabs what this tab now stores (null: logged out). */
export function announceSessionChange(session: unknown, remembered: boolean): void {
  sharedChannel()?.postMessage({ type: 'changed', session, remembered } satisfies TabMessage);
}

export interface TabSharing {
  /** This tab's not-remembered session as stored, or null: what an asking tab is handed. */
  readShareable: () => unknown;
  /** Another tab changed the session. */
  onChange: (session: unknown, remembered: boolean) => void;
}

/** Answers other tabs' asks and follows their changes until the returned function is called. */
export function shareSessionWithTabs({ readShareable, onChange }: TabSharing): () => void {
  const channel = sharedChannel();
  if (!channel) return () => {};
  const listener = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isTabMessage(message)) return;
    if (message.type === 'ask') {
      const session = readShareable();
      if (session) channel.postMessage({ type: 'share', session } satisfies TabMessage);
    } else if (message.type === 'changed') {
      onChange(message.session, message.remembered);
    }
  };
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
