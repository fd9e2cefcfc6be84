/** The bench's own time limit: sections that no longer fit are reported as skipped. */
export class Clock {
  private end: number;

  constructor(limitMs: number) {
    this.end = Date.now() + limitMs;
  }

  leftMs(): number {
    return this.end - Date.now();
  }

  fits(estimateMs: number): boolean {
    return this.leftMs() > estimateMs;
  }

  /** Set-up (seeding a catalogue) runs off the clock: the budget bounds the measuring. */
  async excluding<T>(work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await work();
    } finally {
      this.end += Date.now() - started;
    }
  }
}
