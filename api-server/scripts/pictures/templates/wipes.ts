import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Soft pack of wipes with a flip-top lid. */
export function wipes(c: Canvas, pic: Picture): string {
  const lid = pic.accent ?? '#ffffff';
  const pack = c.linear([light(pic.color, 0.5), pic.color, dark(pic.color, 0.2)], 0, 8, 0, 28);
  return [
    path(
      'M6.5 8.5h19c2.2 0 3.5 1.8 3.5 4.2v10.6c0 2.4-1.3 4.2-3.5 4.2h-19C4.3 27.5 3 25.7 3 23.3V12.7c0-2.4 1.3-4.2 3.5-4.2z',
      pack,
    ),
    rect(9.5, 9.8, 13, 5.6, 2.2, dark(lid, 0.12)),
    rect(9.9, 10, 12.2, 4.8, 2, lid),
    rect(11.5, 10.6, 6, 0.8, 0.4, '#ffffff', ' fill-opacity=".8"'),
    rect(4.6, 11, 1, 12, 0.5, '#ffffff', ' fill-opacity=".5"'),
    label(c, { x: 6, y: 16.4, w: 20, h: 10 }, pic, {
      first: 3.2,
      rest: 2.4,
      background: pic.color,
      bandColor: light(pic.color, 0.85),
    }),
  ].join('');
}
