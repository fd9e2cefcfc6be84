import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Trigger-spray bottle (cleaners). */
export function spray(c: Canvas, pic: Picture): string {
  const head = pic.accent ?? '#ffffff';
  const body = c.linear(
    [dark(pic.color, 0.15), light(pic.color, 0.35), pic.color, dark(pic.color, 0.3)],
    10,
    0,
    24,
    0,
  );
  const headFill = c.linear([light(head, 0.4), head, dark(head, 0.2)], 0, 3, 0, 12);
  const face = '#ffffff';
  return [
    path(
      'M13.4 11.4h5.6v2.2c2.7.9 5 2.6 5 5.2v9.8a1.4 1.4 0 0 1-1.4 1.4H11.4a1.4 1.4 0 0 1-1.4-1.4v-9.8c0-2.6 2.3-4.3 3.4-5.2z',
      body,
    ),
    path(
      'M9.5 3.4h9.3c1.6 0 2.7 1.3 2.7 2.9v3.1c0 1.3-1 2.3-2.3 2.3h-5.4l-1.6 4.6c-.2.6-1.1.6-1.3 0l-.9-4.3v-3.3H7.2a.8.8 0 0 1-.8-.8V4.6c0-.7.5-1.2 1.2-1.2z',
      headFill,
    ),
    rect(5.4, 4.6, 1.8, 2.2, 0.4, dark(head, 0.35)),
    rect(11.3, 18, 11.4, 10, 1, face),
    rect(10.9, 16, 0.9, 12.5, 0.45, '#ffffff', ' fill-opacity=".45"'),
    label(c, { x: 11.8, y: 18.4, w: 10.4, h: 9.2 }, pic, {
      first: 2.6,
      rest: 2.3,
      background: face,
      color: dark(pic.color, 0.4),
      emoji: 4.5,
      bandColor: pic.color,
    }),
  ].join('');
}
