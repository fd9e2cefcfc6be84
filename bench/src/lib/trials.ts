import { load, type LoadOptions, type LoadResult } from './load';
import { median } from './stats';

/**
 * Runs per figure. On these shared 2-core machines one 5 s run of the same load swings by a
 * fifth from the next, enough to flip a verdict near its budget; the middle of three does not.
 */
export const TRIALS = 3;
const TRIAL_SECONDS = 3;

export interface Trials {
  /** Each field the median over the runs; errors and non-2xx answers are summed. */
  result: LoadResult;
  runs: LoadResult[];
}

export function combine(runs: LoadResult[]): LoadResult {
  const cpu = runs.map((r) => r.cpuUsPerRequest).filter((v): v is number => v !== undefined);
  return {
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    cpuUsPerRequest: cpu.length ? median(cpu) : undefined,
  };
}

/** Only the first run warms up: the runs after it find the server warm. */
const trial = (options: LoadOptions, index: number) =>
  load({
    seconds: TRIAL_SECONDS,
    ...options,
    warmUpSeconds: index === 0 ? options.warmUpSeconds : 0,
  });

/** One load run TRIALS times. */
export async function medianOf(options: LoadOptions): Promise<Trials> {
  const runs: LoadResult[] = [];
  for (let i = 0; i < TRIALS; i += 1) runs.push(await trial(options, i));
  return { result: combine(runs), runs };
}

export interface Paired {
  store: Trials;
  bare: Trials;
  /** The median of the runs' ratios, each run against the bare run just before it. */
  ratio: number;
  ratios: number[];
}

/**
 * A store load and the bare endpoint's at the same connections, alternated run by run: the
 * machine's speed drifts over a bench (other tenants, turbo), and a ratio is only fair between
 * two runs that saw the same machine.
 */
export async function besideBare(store: LoadOptions, bare: LoadOptions): Promise<Paired> {
  const storeRuns: LoadResult[] = [];
  const bareRuns: LoadResult[] = [];
  for (let i = 0; i < TRIALS; i += 1) {
    bareRuns.push(await trial({ ...bare, connections: store.connections }, i));
    storeRuns.push(await trial(store, i));
  }
  const ratios = storeRuns.map((s, i) => s.reqPerSec / bareRuns[i]!.reqPerSec);
  return {
    store: { result: combine(storeRuns), runs: storeRuns },
    bare: { result: combine(bareRuns), runs: bareRuns },
    ratio: median(ratios),
    ratios,
  };
}
