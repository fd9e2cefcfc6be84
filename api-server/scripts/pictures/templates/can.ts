import { type Canvas, ellipse, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

const SHAPES = {
  tall: { top: 4, bottom: 29, x: 7, w: 18 },
  flat: { top: 13, bottom: 28.5, x: 4.5, w: 23 },
} as const;

/** Tin can with a paper label; `kind: 'flat'` is a tuna or pet-food tin. */
export function can(c: Canvas, pic: Picture): string {
  const s = pic.kind === 'flat' ? SHAPES.flat : SHAPES.tall;
  const { x, w, top, bottom } = s;
  const ry = 1.6;
  const metal = c.linear(['#8e8f96', '#e6e7ea', '#b7b8be', '#77787f'], x, 0, x + w, 0);
  const lid = c.linear(['#f1f1f3', '#a9aab0'], 0, top - ry, 0, top + ry);
  const paper = c.linear(
    [dark(pic.color, 0.25), light(pic.color, 0.15), pic.color, dark(pic.color, 0.35)],
    x,
    0,
    x + w,
    0,
  );
  const rim = 1.3;
  const labelTop = top + rim + 0.4;
  const labelBottom = bottom - rim - 0.4;
  const face = pic.accent ?? '#fff7e8';
  const isFlat = pic.kind === 'flat';
  const panel = isFlat
    ? { x: x + 2, y: labelTop + 0.9, w: w - 4, h: labelBottom - labelTop - 1.8 }
    : { x: x + 2.2, y: labelTop + 1.2, w: w - 4.4, h: labelBottom - labelTop - 2.4 };
  return [
    path(`M${x} ${top}v${bottom - top}a${w / 2} ${ry} 0 0 0 ${w} 0V${top}z`, metal),
    path(`M${x} ${labelTop}h${w}v${labelBottom - labelTop}a${w / 2} ${ry} 0 0 1 ${-w} 0z`, paper),
    rect(panel.x, panel.y, panel.w, panel.h, 1, face),
    ellipse(x + w / 2, top, w / 2, ry, lid),
    ellipse(x + w / 2, top, w / 2 - 1, ry - 0.6, 'none', ' stroke="#8e8f96" stroke-width=".4"'),
    rect(
      x + 1,
      labelTop + 0.5,
      0.9,
      labelBottom - labelTop - 1,
      0.45,
      '#ffffff',
      ' fill-opacity=".4"',
    ),
    label(c, { x: panel.x + 0.6, y: panel.y + 0.5, w: panel.w - 1.2, h: panel.h - 1 }, pic, {
      first: isFlat ? 2.8 : 3,
      rest: 2.4,
      background: face,
      color: dark(pic.color, 0.3),
      emoji: isFlat ? 5 : 8,
    }),
  ].join('');
}
