import type { Canvas } from './canvas';
import { rect } from './canvas';
import { ink } from './color';
import { foodArt } from './foods';
import type { Box, Picture } from './types';
import { lineHeight, textLine } from './text';

export interface LabelStyle {
  /** Size of the first line; later lines are `rest`. */
  first: number;
  rest: number;
  /** Colour of the lines (defaults to what reads on `background`). */
  color?: string;
  background: string;
  /** Largest emoji square; it shrinks to make room for the text. */
  emoji?: number;
  /** Where the band's colour comes from (defaults to the picture's accent, then its colour). */
  bandColor?: string;
}

const GAP = 0.8;
const BAND_PAD = 0.7;

/** Emoji (or drawn food), then the lines, then the band, stacked and centred in `box`; nothing leaves the box. */
export function label(c: Canvas, box: Box, pic: Picture, style: LabelStyle): string {
  const width = box.w;
  const textColor = style.color ?? ink(style.background);
  const lines = pic.lines.map((text, i) => ({ text, size: i === 0 ? style.first : style.rest }));
  const heights = lines.map((l) => lineHeight(l.text, width, l.size));
  const bandFill = pic.bandColor ?? style.bandColor ?? pic.accent ?? pic.color;
  const bandText = pic.band ? lineHeight(pic.band, width - 2 * BAND_PAD, style.first) : 0;
  const band = pic.band ? bandText + 2 * BAND_PAD : 0;
  const parts = lines.length + (pic.band ? 1 : 0);
  const textHeight = heights.reduce((a, b) => a + b, 0) + band + GAP * Math.max(0, parts - 1);
  const room = box.h - textHeight - (parts ? GAP : 0);
  const emojiSize = (pic.emoji || pic.food) && style.emoji ? Math.min(style.emoji, room, width) : 0;
  const total = textHeight + (emojiSize ? emojiSize + (parts ? GAP : 0) : 0);
  const cx = box.x + width / 2;
  let y = box.y + (box.h - total) / 2;
  const out: string[] = [];
  if (emojiSize > 0) {
    const x = cx - emojiSize / 2;
    out.push(
      pic.food ? foodArt(c, pic.food, x, y, emojiSize) : c.emoji(pic.emoji!, x, y, emojiSize),
    );
    y += emojiSize + GAP;
  }
  const texts: string[] = [];
  lines.forEach((l, i) => {
    texts.push(textLine(l.text, cx, y, width, l.size, textColor));
    y += heights[i]! + GAP;
  });
  if (pic.band) {
    out.push(rect(box.x, y, width, band, 0.6, bandFill));
    texts.push(
      textLine(pic.band, cx, y + BAND_PAD, width - 2 * BAND_PAD, style.first, ink(bandFill)),
    );
  }
  if (texts.length)
    out.push(
      `<g font-family="Arial, Helvetica, sans-serif" font-weight="bold" text-anchor="middle">${texts.join('')}</g>`,
    );
  return out.join('');
}
