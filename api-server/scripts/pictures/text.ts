import { ink } from './color';
import { num } from './canvas';

// Advance widths of Arial Bold (per 1000 units of em); Liberation Sans Bold, the usual
// stand-in on Linux, has the same metrics. Unlisted characters count as wide capitals.
const WIDTHS: Record<string, number> = {
  ' ': 278, '%': 889, '&': 722, "'": 238, '-': 333, '.': 278, '/': 278, ',': 278, '+': 584,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722,
  L: 611, M: 833, N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667,
  W: 944, X: 667, Y: 667, Z: 611,
};
const DIGIT = 556;
const CAP_HEIGHT = 0.716;

/** The smallest label text that still reads on a 240 px tile (7.5 px per unit). */
export const MIN_SIZE = 2.2;

export function emWidth(text: string): number {
  let sum = 0;
  for (const ch of text) sum += /[0-9]/.test(ch) ? DIGIT : (WIDTHS[ch] ?? 722);
  return sum / 1000;
}

export interface Line {
  text: string;
  size: number;
  color?: string;
}

/** Font size for `text` so it fits `width`, capped at `size`; below MIN_SIZE it is squeezed. */
export function fit(text: string, width: number, size: number): { size: number; squeeze: boolean } {
  const natural = width / emWidth(text);
  if (natural >= size) return { size, squeeze: false };
  if (natural >= MIN_SIZE) return { size: natural, squeeze: false };
  return { size: MIN_SIZE, squeeze: true };
}

export const capHeight = (size: number): number => size * CAP_HEIGHT;

/** One centred line whose cap tops sit at `top`; `textLength` squeezes it if it would overflow. */
export function textLine(text: string, cx: number, top: number, width: number, size: number, fill: string): string {
  const f = fit(text, width, size);
  const y = top + capHeight(f.size);
  const squeeze = f.squeeze ? ` textLength="${num(width)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${num(cx)}" y="${num(y)}" font-size="${num(f.size)}" fill="${fill}"${squeeze}>${escape(text)}</text>`;
}

export function lineHeight(text: string, width: number, size: number): number {
  return capHeight(fit(text, width, size).size);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export { ink };
