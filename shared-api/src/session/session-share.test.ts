import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { createStore } from 'jotai';
import { makeSession } from '../test/fixtures';
import {
  SESSION_STORAGE_KEY,
  adoptSessionFromOtherTab,
  clearSession,
  getSession,
  sessionAtom,
  setSession,
} from './session';
import {
  SHARED_SESSION_FLAG,
  announceSessionChange,
  askOtherTabs,
  closeTabChannel,
  shareSessionWithTabs,
} from './session-share';
import { appStore } from './app-store';

// jsdom has no BroadcastChannel; Node's delivers between instances of one process, as tabs do.
const globals = globalThis as { BroadcastChannel?: unknown };
beforeAll(() => {
  globals.BroadcastChannel = NodeBroadcastChannel;
});
afterAll(() => {
  delete globals.BroadcastChannel;
});

const stops: (() => void)[] = [];
/** Another tab of this browser: what it hands out, and the changes it hears. */
function otherTab(holds: unknown = null) {
  const heard: [unknown, boolean][] = [];
  const channel = new NodeBroadcastChannel('grocery.session') as unknown as BroadcastChannel;
  channel.onmessage = (event: MessageEvent) => {
    const message = event.data as { type: string; session?: unknown; remembered?: boolean };
    if (message.type === 'ask' && holds) channel.postMessage({ type: 'share', session: holds });
    if (message.type === 'changed') heard.push([message.session, message.remembered!]);
  };
  stops.push(() => channel.close());
  return { heard };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  clearSession();
  closeTabChannel();
  localStorage.clear();
  sessionStorage.clear();
});

test('a login without Remember me flags the browser; a remembered one or a logout clears it', () => {
  setSession(makeSession(), false);
  expect(localStorage.getItem(SHARED_SESSION_FLAG)).toBe('1');
  setSession(makeSession(), true);
  expect(localStorage.getItem(SHARED_SESSION_FLAG)).toBeNull();
  setSession(makeSession(), false);
  clearSession();
  expect(localStorage.getItem(SHARED_SESSION_FLAG)).toBeNull();
});

test('a new tab asks only when the flag says a tab holds a session', async () => {
  otherTab({ token: 'access-5', refreshToken: 'refresh-5' });
  expect(await askOtherTabs(1000)).toBeNull();
  localStorage.setItem(SHARED_SESSION_FLAG, '1');
  expect(await askOtherTabs(1000)).toEqual({ token: 'access-5', refreshToken: 'refresh-5' });
});

test('an unanswered ask gives up after its wait and drops the stale flag', async () => {
  localStorage.setItem(SHARED_SESSION_FLAG, '1');
  expect(await askOtherTabs(50)).toBeNull();
  expect(localStorage.getItem(SHARED_SESSION_FLAG)).toBeNull();
});

test("a tab starting without a session adopts the other tab's, as not remembered", async () => {
  const { user, token, refreshToken } = makeSession({ token: 'access-7' });
  otherTab({ user, token, refreshToken });
  localStorage.setItem(SHARED_SESSION_FLAG, '1');
  const tab = createStore();
  expect(await adoptSessionFromOtherTab(tab)).toBe(true);
  expect(tab.get(sessionAtom)).toMatchObject({ token: 'access-7', rememberMe: false, user });
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
    token: 'access-7',
  });
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('a tab that already has a session does not ask', async () => {
  setSession(makeSession({ token: 'mine' }), true);
  otherTab({ token: 'theirs' });
  localStorage.setItem(SHARED_SESSION_FLAG, '1');
  expect(await adoptSessionFromOtherTab()).toBe(false);
  expect(getSession()?.token).toBe('mine');
});

test('every change is announced to the other tabs, a logout as null', async () => {
  const { heard } = otherTab();
  setSession(makeSession({ token: 'access-1' }), false);
  clearSession();
  await until(() => heard.length === 2);
  expect(heard[0]).toEqual([expect.objectContaining({ token: 'access-1' }), false]);
  expect(heard[1]).toEqual([null, false]);
});

test('a mounted session follows the other tabs: rotated tokens, then the logout', async () => {
  const unsubscribe = appStore.sub(sessionAtom, () => undefined);
  stops.push(unsubscribe);
  setSession(makeSession({ token: 'access-1' }), false);
  const other = new NodeBroadcastChannel('grocery.session');
  stops.push(() => other.close());
  const { user } = makeSession();
  other.postMessage({
    type: 'changed',
    session: { user, token: 'access-2', refreshToken: 'refresh-2' },
    remembered: false,
  });
  await until(() => getSession()?.token === 'access-2');
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).refreshToken).toBe('refresh-2');
  other.postMessage({ type: 'changed', session: null, remembered: false });
  await until(() => getSession() === null);
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('without BroadcastChannel a tab simply keeps its own session', async () => {
  delete globals.BroadcastChannel;
  try {
    localStorage.setItem(SHARED_SESSION_FLAG, '1');
    expect(await askOtherTabs(50)).toBeNull();
    expect(() => announceSessionChange(null, false)).not.toThrow();
    expect(shareSessionWithTabs({ readShareable: () => null, onChange: () => {} })).toEqual(
      expect.any(Function),
    );
  } finally {
    globals.BroadcastChannel = NodeBroadcastChannel;
  }
});
