import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Lip-balm stick standing on its base, cap on. */
export function balm(c: Canvas, pic: Picture): string {
  const cap = pic.accent ?? dark(pic.color, 0.2);
  const body = c.linear(
    [dark(pic.color, 0.2), light(pic.color, 0.4), pic.color, dark(pic.color, 0.3)],
    10.5,
    0,
    21.5,
    0,
  );
  const capFill = c.linear(
    [dark(cap, 0.2), light(cap, 0.4), cap, dark(cap, 0.3)],
    10.5,
    0,
    21.5,
    0,
  );
  return [
    path('M10.5 13V5.4C10.5 3.6 12 2.5 16 2.5s5.5 1.1 5.5 2.9V13z', capFill),
    rect(10.3, 12.6, 11.4, 1.4, 0.5, dark(cap, 0.3)),
    path('M10.5 14h11v14.2c0 1-.8 1.8-1.8 1.8h-7.4c-1 0-1.8-.8-1.8-1.8z', body),
    rect(11.4, 4, 0.9, 8, 0.45, '#ffffff', ' fill-opacity=".5"'),
    rect(11.4, 15.2, 0.9, 13, 0.45, '#ffffff', ' fill-opacity=".45"'),
    label(c, { x: 12.5, y: 15.4, w: 8.6, h: 13 }, pic, {
      first: 3,
      rest: 2.4,
      background: pic.color,
    }),
  ].join('');
}
