import { StatementCosts } from './statement-costs';

describe('StatementCosts', () => {
  it('guesses for a statement never run, then starts from its first run', () => {
    const costs = new StatementCosts(1);
    expect(costs.of('search_refs')).toBe(1);
    costs.record('search_refs', 2);
    expect(costs.of('search_refs')).toBe(2);
    expect(costs.of('listing_refs')).toBe(1);
  });

  it('follows a statement that became dearer, a tenth of the way each run', () => {
    const costs = new StatementCosts(1);
    costs.record('search_refs', 1);
    costs.record('search_refs', 3);
    expect(costs.of('search_refs')).toBeCloseTo(1.2);
    for (let i = 0; i < 50; i += 1) costs.record('search_refs', 3);
    expect(costs.of('search_refs')).toBeCloseTo(3, 1);
  });

  it('keeps statements without a name under one estimate', () => {
    const costs = new StatementCosts(1);
    costs.record(undefined, 0.5);
    expect(costs.of(undefined)).toBe(0.5);
  });
});
