import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Pump-dispenser bottle (lotions). */
export function pump(c: Canvas, pic: Picture): string {
  const cap = pic.accent ?? '#ffffff';
  const body = c.linear(
    [dark(pic.color, 0.12), light(pic.color, 0.35), pic.color, dark(pic.color, 0.25)],
    9,
    0,
    23,
    0,
  );
  const head = c.linear([dark(cap, 0.2), light(cap, 0.4), dark(cap, 0.15)], 12, 0, 20, 0);
  const face = light(pic.color, 0.8);
  return [
    rect(15.1, 6.5, 1.8, 5, 0.4, dark(cap, 0.25)),
    path(
      'M12.5 4.6h7.2a.9.9 0 0 1 .9.9v1.4a.9.9 0 0 1-.9.9h-7.2c-1.3 0-2-.3-3.4-.4L7 7.3a.6.6 0 0 1 0-1.2l2.1-.1c1.4-.1 2.1-1.4 3.4-1.4z',
      head,
    ),
    rect(12.8, 10.4, 6.4, 3.4, 0.8, head),
    rect(9, 13, 14, 17, 2.4, body),
    rect(10.3, 16, 11.4, 11.5, 1, face),
    rect(9.8, 14.2, 1, 14.2, 0.5, '#ffffff', ' fill-opacity=".45"'),
    label(c, { x: 10.8, y: 16.5, w: 10.4, h: 10.5 }, pic, {
      first: 2.8,
      rest: 2.3,
      background: face,
      color: dark(pic.color, 0.45),
      emoji: 5,
      bandColor: pic.color,
    }),
  ].join('');
}
