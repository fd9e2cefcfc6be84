import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Glass jar with a metal lid; `accent` is what fills it (sauce, spread, jam, ghee). */
export function jar(c: Canvas, pic: Picture): string {
  const fill = pic.accent ?? '#d8a25a';
  const contents = c.linear(
    [dark(fill, 0.25), light(fill, 0.2), fill, dark(fill, 0.35)],
    6.5,
    0,
    25.5,
    0,
  );
  const lid = c.linear(
    [dark(pic.color, 0.3), light(pic.color, 0.35), pic.color, dark(pic.color, 0.35)],
    7.5,
    0,
    24.5,
    0,
  );
  const paper = '#fffaf0';
  return [
    path(
      'M9.5 9h13v1.2c2.2.4 3 1.6 3 3.6v13.4a2.8 2.8 0 0 1-2.8 2.8H9.3a2.8 2.8 0 0 1-2.8-2.8V13.8c0-2 .8-3.2 3-3.6z',
      contents,
    ),
    rect(7.6, 3.2, 16.8, 6.2, 1.2, lid),
    path(
      'M9 5h14M9 6.5h14M9 8h14',
      'none',
      ` stroke="${dark(pic.color, 0.3)}" stroke-width=".35" stroke-opacity=".6"`,
    ),
    rect(8.6, 3.7, 14.8, 0.8, 0.4, '#ffffff', ' fill-opacity=".45"'),
    rect(7.8, 14.5, 16.4, 12, 1.2, paper),
    rect(7.8, 14.5, 16.4, 1.6, 0.6, pic.color),
    rect(7.4, 11.6, 0.9, 15.4, 0.45, '#ffffff', ' fill-opacity=".5"'),
    label(c, { x: 8.6, y: 16.8, w: 14.8, h: 9.2 }, pic, {
      first: 2.9,
      rest: 2.3,
      background: paper,
      color: dark(pic.color, 0.2),
      emoji: 4.6,
    }),
  ].join('');
}
