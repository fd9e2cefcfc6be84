import { type Canvas, ellipse, path } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Yogurt tub with a foil lid, tapering toward the base. */
export function tub(c: Canvas, pic: Picture): string {
  const body = c.linear(
    [dark(pic.color, 0.12), light(pic.color, 0.6), light(pic.color, 0.25), dark(pic.color, 0.2)],
    5,
    0,
    27,
    0,
  );
  const lid = c.linear(
    [light(pic.accent ?? pic.color, 0.5), pic.accent ?? pic.color],
    0,
    7.5,
    0,
    13,
  );
  const face = '#ffffff';
  return [
    path('M4.6 11.2h22.8l-2.4 16.9a2.2 2.2 0 0 1-2.2 1.9H9.2A2.2 2.2 0 0 1 7 28.1z', body),
    ellipse(16, 10.6, 11.8, 2.8, dark(pic.color, 0.15)),
    ellipse(16, 10, 11.4, 2.5, lid),
    ellipse(13, 9.4, 6, 0.9, '#ffffff', ' fill-opacity=".45"'),
    path('M8.6 14.4h14.8l-1.6 12.2H10.2z', face),
    label(c, { x: 10.2, y: 14.9, w: 11.6, h: 11.2 }, pic, {
      first: 3,
      rest: 2.3,
      background: face,
      color: dark(pic.color, 0.35),
      emoji: 5,
      bandColor: pic.color,
    }),
  ].join('');
}
