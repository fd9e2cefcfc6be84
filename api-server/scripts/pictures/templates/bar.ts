import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Chocolate bar half out of its wrapper; `accent` is the chocolate. */
export function bar(c: Canvas, pic: Picture): string {
  const choc = pic.accent ?? '#5a3220';
  const squares: string[] = [];
  for (let i = 0; i < 4; i++) {
    squares.push(rect(7.2 + i * 4.6, 4.6, 4, 4.6, 0.6, light(choc, 0.12)));
    squares.push(rect(7.6 + i * 4.6, 5, 3.2, 0.7, 0.35, light(choc, 0.4)));
  }
  const wrapper = c.linear(
    [light(pic.color, 0.15), pic.color, dark(pic.color, 0.25)],
    0,
    10,
    0,
    28,
  );
  const foil = c.linear(['#c9ccd3', '#f4f5f7', '#a9adb6'], 6, 0, 26, 0);
  return [
    rect(6.6, 4, 18.8, 9, 1, dark(choc, 0.1)),
    squares.join(''),
    path('M5.8 10.2h20.4l-.8 1.8H6.6z', foil),
    rect(3, 11, 26, 17, 1.4, wrapper),
    path('M3 12.4h26M3 26.6h26', 'none', ` stroke="${light(pic.color, 0.3)}" stroke-width=".4"`),
    rect(4, 12, 24, 0.8, 0.4, '#ffffff', ' fill-opacity=".3"'),
    label(c, { x: 5, y: 13.4, w: 22, h: 12.6 }, pic, {
      first: 3.6,
      rest: 2.6,
      background: pic.color,
      color: '#f3d38a',
      bandColor: '#f3d38a',
    }),
  ].join('');
}
