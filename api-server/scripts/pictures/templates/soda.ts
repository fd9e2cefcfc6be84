import { type Canvas, ellipse, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Aluminium drink can, printed all over in its colour with a white swoosh. */
export function soda(c: Canvas, pic: Picture): string {
  const print = c.linear(
    [dark(pic.color, 0.3), light(pic.color, 0.25), pic.color, dark(pic.color, 0.4)],
    8,
    0,
    24,
    0,
  );
  const metal = c.linear(['#9a9ba2', '#eeeff2', '#a9aab0'], 9, 0, 23, 0);
  return [
    path('M10 4.4h12l2 3.4v19.6l-1.2 2H9.2L8 27.4V7.8z', print),
    path('M10 4.4h12l2 3.4H8z', metal),
    path('M9.2 29.4 8 27.4h16l-1.2 2z', metal),
    ellipse(16, 4.4, 6, 1.2, '#d6d7dc'),
    rect(14, 3.6, 4, 1.2, 0.6, '#9a9ba2'),
    path('M8 22c4-2.4 10-2.6 16-5.4v3.2c-6 2.8-12 3.2-16 5.4z', '#ffffff', ' fill-opacity=".9"'),
    rect(9.2, 8.6, 0.9, 18, 0.45, '#ffffff', ' fill-opacity=".4"'),
    label(c, { x: 9.6, y: 9.4, w: 12.8, h: 9.4 }, pic, {
      first: 3.6,
      rest: 2.4,
      background: pic.color,
      emoji: 4,
    }),
  ].join('');
}
