import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Gable-top carton seen from the front left: front panel, right side, roof and fin. */
export function carton(c: Canvas, pic: Picture): string {
  const body = pic.accent ?? '#ffffff';
  const front = c.linear([light(body, 0.6), body, dark(body, 0.06)], 7, 0, 20, 0);
  const side = c.linear([dark(body, 0.16), dark(body, 0.28)], 20, 0, 25, 0);
  const roof = c.linear([light(pic.color, 0.2), pic.color], 0, 5.5, 0, 11);
  const gable = c.linear([dark(pic.color, 0.15), dark(pic.color, 0.35)], 20, 0, 25, 0);
  return [
    path('M7 11h13v18.5H7.8a.8.8 0 0 1-.8-.8z', front),
    path('M20 11l5-1v17.9a.8.8 0 0 1-.6.8L20 29.5z', side),
    path('M7 11l2.6-5.5h12.9L20 11z', roof),
    path('M20 11l2.5-5.5L25 10z', gable),
    rect(9.6, 3, 12.9, 2.6, 0.5, dark(pic.color, 0.12)),
    rect(10.2, 3.5, 11.6, 0.7, 0.35, '#ffffff', ' fill-opacity=".35"'),
    rect(7.7, 12, 0.9, 16.5, 0.45, '#ffffff', ' fill-opacity=".7"'),
    label(c, { x: 8.9, y: 12.2, w: 10.4, h: 16.2 }, pic, {
      first: 3.4,
      rest: 2.6,
      background: body,
      color: dark(pic.color, 0.2),
      emoji: 7,
      bandColor: pic.color,
    }),
  ].join('');
}
