import { ink } from './color';
import { num } from './canvas';

// Advance widths of Arial Bold (per 1000 units of em); Liberation Sans Bold, the usual
// stand-in on Linux, has the same metrics. Labels are in capitals; anything unlisted counts as
// a wide capital, so a guess errs toward a smaller font.
const CAPITALS = [
  722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
  611, 722, 667, 944, 667, 667, 611,
];
const PUNCTUATION: Record<string, number> = {
  ' ': 278,
  '%': 889,
  '&': 722,
  "'": 238,
  '-': 333,
  '.': 278,
  '/': 278,
  ',': 278,
  '+': 584,
};
const DIGIT = 556;
const CAP_HEIGHT = 0.716;

/** The smallest label text that still reads on a 240 px tile (7.5 px per unit). */
export const MIN_SIZE = 2.2;

export function emWidth(text: string): number {
  let sum = 0;
  for (const ch of text) {
    const capital = ch.charCodeAt(0) - 65;
    if (/[0-9]/.test(ch)) sum += DIGIT;
    else sum += PUNCTUATION[ch] ?? CAPITALS[capital] ?? 722;
  }
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
export function textLine(
  text: string,
  cx: number,
  top: number,
  width: number,
  size: number,
  fill: string,
): string {
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
