/** pg_trgm's words: runs of letters and digits, each lower-cased and padded "  word ". */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A name's trigrams in order, each as the index of one of its distinct trigrams, and the id of
 * each distinct trigram among all trigrams seen (`trigramIds`).
 */
interface Trigrams {
  sequence: Int32Array;
  ids: Int32Array;
}

/**
 * Product names seen: a search re-ranks about 100, mostly the same from one to the next. Past
 * this many, they start over. A plain Map, and the typed trigrams marked in an array rather than
 * a Set: with lru-cache and a Set, scoring 100 names took 109-121 us rather than 79-84 us.
 */
const MAX_NAMES = 50_000;
/** Past this many trigrams (other alphabets add their own), the ids and the names start over. */
const MAX_TRIGRAMS = 500_000;
const names = new Map<string, Trigrams>();
const trigramIds = new Map<string, number>();

/** Every trigram of every word of `text`, in order and repeated, as pg_trgm extracts them. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const chars = Array.from(`  ${word.toLowerCase()} `);
    for (let i = 0; i + 3 <= chars.length; i += 1) {
      trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
    }
  }
  return trigrams;
}

function trigramId(trigram: string): number {
  let id = trigramIds.get(trigram);
  if (id === undefined) trigramIds.set(trigram, (id = trigramIds.size));
  return id;
}

function indexed(text: string): Trigrams {
  const local = new Map<number, number>();
  const sequence = Int32Array.from(trigramsOf(text), (trigram) => {
    const id = trigramId(trigram);
    let index = local.get(id);
    if (index === undefined) local.set(id, (index = local.size));
    return index;
  });
  return { sequence, ids: Int32Array.from(local.keys()) };
}

function cachedIndexed(name: string): Trigrams {
  let found = names.get(name);
  if (!found) {
    if (names.size >= MAX_NAMES) names.clear();
    names.set(name, (found = indexed(name)));
  }
  return found;
}

/**
 * Scorers by what was typed, each keeping the scores it gave: shoppers repeat the same searches,
 * whose candidates are mostly the same names again. Past this many typed texts, or this many
 * names for one of them, they start over.
 */
const MAX_TYPED = 1_000;
const MAX_SCORES = 2_000;
const scorers = new Map<string, WordSimilarity>();

/** The scorer of `typed`, kept between searches (see WordSimilarity). */
export function wordSimilarityTo(typed: string): WordSimilarity {
  // Only between searches, so that no search holds ids of both numberings; a kept scorer holds
  // the ids of its own, so it goes with them.
  if (trigramIds.size > MAX_TRIGRAMS) {
    trigramIds.clear();
    names.clear();
    scorers.clear();
  }
  let scorer = scorers.get(typed);
  if (!scorer) {
    if (scorers.size >= MAX_TYPED) scorers.clear();
    scorers.set(typed, (scorer = new WordSimilarity(typed)));
  }
  return scorer;
}

/** Scratch space of `of`, grown to the longest name seen: a search calls it ~100 times. */
let found = new Uint8Array(64);
let lastPosition = new Int32Array(64);

/** pg_trgm's CALCSML, in its float4. */
const similarity = (count: number, typed: number, extent: number) =>
  Math.fround(count / (typed + extent - count));

/**
 * pg_trgm's word_similarity(typed, text): the greatest trigram similarity between what was typed
 * and any extent of the text's trigrams, found as pg_trgm's iterate_word_similarity finds it, so
 * that a search ranks the same as the SQL function would, on PGlite and PostgreSQL alike. Asked
 * of every name a search re-ranks, whose trigrams are kept; wordSimilarityTo keeps one per typed
 * text, with its scores.
 */
export class WordSimilarity {
  /** 1 at the id of each trigram of what was typed. */
  private readonly typed: Uint8Array;
  private readonly typedCount: number;

  private readonly scores = new Map<string, number>();

  constructor(typed: string) {
    const ids = new Set(trigramsOf(typed).map(trigramId));
    this.typed = new Uint8Array(Math.max(-1, ...ids) + 1);
    for (const id of ids) this.typed[id] = 1;
    this.typedCount = ids.size;
  }

  of(text: string): number {
    let score = this.scores.get(text);
    if (score === undefined) {
      if (this.scores.size >= MAX_SCORES) this.scores.clear();
      this.scores.set(text, (score = this.scored(text)));
    }
    return score;
  }

  private scored(text: string): number {
    const { sequence, ids } = cachedIndexed(text);
    if (found.length < ids.length) {
      found = new Uint8Array(ids.length * 2);
      lastPosition = new Int32Array(ids.length * 2);
    }
    const { typed } = this;
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i]!;
      found[i] = id < typed.length ? typed[id]! : 0;
      lastPosition[i] = -1;
    }
    const ulen1 = this.typedCount;
    let ulen2 = 0;
    let count = 0;
    let lower = -1;
    let best = 0;
    for (let upper = 0; upper < sequence.length; upper += 1) {
      const trigram = sequence[upper]!;
      if (lower >= 0 || found[trigram]) {
        if (lastPosition[trigram]! < 0) {
          ulen2 += 1;
          if (found[trigram]) count += 1;
        }
        lastPosition[trigram] = upper;
      }
      if (!found[trigram]) continue;
      if (lower === -1) {
        lower = upper;
        ulen2 = 1;
      }
      // The extent ending here, and each shorter one from a later start, as pg_trgm tries them.
      let current = similarity(count, ulen1, ulen2);
      let tryCount = count;
      let tryUlen2 = ulen2;
      const previousLower = lower;
      for (let start = previousLower; start <= upper; start += 1) {
        const tried = similarity(tryCount, ulen1, tryUlen2);
        if (tried > current) {
          current = tried;
          ulen2 = tryUlen2;
          lower = start;
          count = tryCount;
        }
        const left = sequence[start]!;
        if (lastPosition[left] === start) {
          tryUlen2 -= 1;
          if (found[left]) tryCount -= 1;
        }
      }
      best = Math.max(best, current);
      for (let start = previousLower; start < lower; start += 1) {
        const left = sequence[start]!;
        if (lastPosition[left] === start) lastPosition[left] = -1;
      }
    }
    return best;
  }
}
