/** Deterministic pseudo-random numbers (mulberry32): the demo store is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** EAN-13 check digit: weights 1,3,1,3... over the first twelve digits. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return first12 + ((10 - (sum % 10)) % 10);
}

/** GS1 prefix 2xx is reserved for in-store numbering: fitting for a shop's own catalogue. */
export function storeBarcode(serial: number): string {
  return ean13(`2${String(serial).padStart(11, '0')}`);
}

/** The spec's SKU rule: name upper-cased, non-alphanumerics dropped, 8 characters padded with X. */
export function skuFor(name: string, serial: number): string {
  const stem = name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8)
    .padEnd(8, 'X');
  return `${stem}-${serial}`;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
