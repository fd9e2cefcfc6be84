import fs from 'node:fs';
import pg from 'pg';

/** Linux's USER_HZ: /proc reports CPU times in hundredths of a second. */
const TICK_US = 10_000;

interface Stat {
  pid: number;
  ppid: number;
  comm: string;
  cpuUs: number;
}

function stat(pid: number): Stat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      ppid: Number(fields[1]),
      comm: text.slice(text.indexOf('(') + 1, close),
      cpuUs: (Number(fields[11]) + Number(fields[12])) * TICK_US,
    };
  } catch {
    return undefined;
  }
}

const allStats = () =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => stat(Number(name)) ?? []);

/** The pids of the processes named `comm` whose parent is `ppid`. */
export const childrenNamed = (ppid: number, comm: string) =>
  allStats()
    .filter((s) => s.ppid === ppid && s.comm === comm)
    .map((s) => s.pid);

/** The pids of a PostgreSQL cluster's processes: its postmaster and every child of it. */
export async function postgresPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE pid = pg_backend_pid()',
    );
    const postmaster = stat(rows[0]!.pid)!.ppid;
    return [postmaster, ...allStats().flatMap((s) => (s.ppid === postmaster ? [s.pid] : []))];
  } finally {
    await client.end();
  }
}

/**
 * CPU time of groups of processes over a run, in microseconds: `start` before, `stop` after.
 * Processes that begin during the run (a backend the pool opens) are counted from zero.
 */
export function cpuMeter(groups: () => Record<string, number[]>) {
  const before = new Map<number, number>();
  const self = process.cpuUsage();
  for (const pids of Object.values(groups()))
    for (const pid of pids) before.set(pid, stat(pid)?.cpuUs ?? 0);
  return () => {
    const used: Record<string, number> = {};
    for (const [name, pids] of Object.entries(groups())) {
      used[name] = pids.reduce((sum, pid) => {
        const now = stat(pid)?.cpuUs;
        return now === undefined ? sum : sum + now - (before.get(pid) ?? 0);
      }, 0);
    }
    const mine = process.cpuUsage(self);
    used['load generator'] = mine.user + mine.system;
    return used;
  };
}

/**
 * Samples what the database's sessions are doing every `everyMs` until stopped: the mean number
 * of sessions per state (running, waiting on a lock, idle in a transaction...).
 */
export function sampleWaits(url: string, everyMs = 50) {
  const client = new pg.Client({ connectionString: url });
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `SELECT CASE WHEN state = 'active' THEN coalesce(wait_event_type || ':' || wait_event, 'CPU')
            ELSE state || coalesce(' (' || wait_event || ')', '') END AS what, count(*)::int AS n
          FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
          GROUP BY 1`,
      );
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + r.n);
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    return [...counts]
      .map(([what, n]) => ({ what, mean: n / Math.max(1, samples) }))
      .sort((a, b) => b.mean - a.mean);
  };
}
