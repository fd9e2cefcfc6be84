/** The bench's own time limit: sections that no longer fit are reported as skipped. */
export class Clock {
  private readonly end: number;

  constructor(limitMs: number) {
    this.end = Date.now() + limitMs;
  }

  leftMs(): number {
    return this.end - Date.now();
  }

  fits(estimateMs: number): boolean {
    return this.leftMs() > estimateMs;
  }
}
