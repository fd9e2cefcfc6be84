/** How much of the latest run an estimate takes in: a few dozen runs make it. */
const WEIGHT = 0.1;

/**
 * How long each named statement keeps a backend busy, as a moving average of its recent runs.
 * Statements without a name share one estimate.
 */
export class StatementCosts {
  private readonly costs = new Map<string, number>();

  constructor(private readonly firstGuessMs: number) {}

  of(name: string | undefined): number {
    return this.costs.get(name ?? '') ?? this.firstGuessMs;
  }

  record(name: string | undefined, ms: number): void {
    const key = name ?? '';
    const before = this.costs.get(key);
    this.costs.set(key, before === undefined ? ms : before + (ms - before) * WEIGHT);
  }
}
