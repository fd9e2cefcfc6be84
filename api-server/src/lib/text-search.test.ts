import { headWordsText } from './text-search';

describe('headWordsText', () => {
  it('matches a head noun against each word as typed, not against its completions', () => {
    // "egg" begins eggs and eggplant: a product that is an eggplant is no egg.
    expect(headWordsText([['egg', 'eggs', 'eggplant']])).toBe('egg');
  });

  it("matches a corrected word's corrections instead of the typo", () => {
    expect(
      headWordsText([
        ['chiken', 'chicken'],
        ['brest', 'breast', 'bread'],
      ]),
    ).toBe('chicken | breast | bread');
  });
});
