import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Squeeze tube lying down, crimped end left, cap right (toothpaste). */
export function tube(c: Canvas, pic: Picture): string {
  const cap = pic.accent ?? '#ffffff';
  const body = c.linear([light(pic.color, 0.5), pic.color, dark(pic.color, 0.3)], 0, 9, 0, 23);
  const capFill = c.linear([light(cap, 0.5), cap, dark(cap, 0.3)], 0, 12, 0, 20);
  return [
    path('M5 9.2l18 1.9c1.2.1 2 1.1 2 2.3v5.2c0 1.2-.8 2.2-2 2.3L5 22.8z', body),
    rect(2.6, 8.6, 3, 14.8, 0.6, dark(pic.color, 0.15)),
    path(
      'M3.3 10.4h1.6M3.3 12.8h1.6M3.3 15.2h1.6M3.3 17.6h1.6M3.3 20h1.6',
      'none',
      ` stroke="${light(pic.color, 0.4)}" stroke-width=".5"`,
    ),
    rect(24.6, 12.3, 5, 7.4, 1, capFill),
    rect(6.5, 10.4, 16, 1, 0.5, '#ffffff', ' fill-opacity=".5"'),
    label(c, { x: 7.2, y: 12.2, w: 15.2, h: 8.2 }, pic, {
      first: 3,
      rest: 2.5,
      background: pic.color,
      bandColor: pic.accent,
    }),
  ].join('');
}
