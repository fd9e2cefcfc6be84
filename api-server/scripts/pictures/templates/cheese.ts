import { type Canvas, ellipse, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

// Bloomy white brie, golden parmigiano crust, smoked gouda's brown edge.
const RINDS: Record<string, string> = { brie: '#f3efe4', parmesan: '#c98f3e', gouda: '#9a4a22' };

/** The cheese itself, between y 3 and 22; `paste` is the inside. */
function shape(c: Canvas, kind: string | undefined, paste: string): string {
  const rind = RINDS[kind ?? ''] ?? paste;
  const inside = c.linear([light(paste, 0.35), paste, dark(paste, 0.12)], 0, 4, 0, 22);
  const outside = c.linear([light(rind, 0.25), rind, dark(rind, 0.25)], 4, 0, 28, 0);
  switch (kind) {
    case 'brie':
      return (
        ellipse(16, 16.5, 12.5, 4.8, outside) +
        path('M3.5 12v4.5c0 2.6 5.6 4.8 12.5 4.8s12.5-2.2 12.5-4.8V12z', outside) +
        ellipse(16, 12, 12.5, 4.8, light(rind, 0.3)) +
        path('M16 12l10.8-2.4c1.2 1.4 1.7 2.4 1.7 2.4v4.5L16 16.5z', inside) +
        path('M16 12v4.5', 'none', ` stroke="${dark(paste, 0.15)}" stroke-width=".4"`)
      );
    case 'parmesan':
      return (
        path('M4 20.5 23.5 5.5c2.5 1 4.5 3 4.5 5.5v9.5z', inside) +
        path('M23.5 5.5c2.5 1 4.5 3 4.5 5.5v9.5h-2.2V11c0-2.2-1-3.6-2.3-5.5z', outside) +
        rect(4, 19.6, 24, 1.6, 0.6, outside) +
        [
          [12, 15],
          [16, 12.5],
          [20, 10],
          [15, 17],
          [21, 14],
          [24, 16.5],
        ]
          .map(([x, y]) => ellipse(x!, y!, 0.6, 0.45, light(paste, 0.55)))
          .join('')
      );
    case 'mozzarella': {
      const ball = c.radial(['#ffffff', '#f6f3ea', '#ddd6c6'], 13, 9, 10);
      return (
        ellipse(16, 19.5, 12, 2.5, '#dfe9f1') +
        ellipse(11, 14, 6.5, 6.2, ball) +
        ellipse(21, 14.6, 6, 5.8, ball) +
        ellipse(16, 9.8, 5.6, 5.3, ball) +
        ellipse(14.4, 7.8, 1.8, 1, '#ffffff')
      );
    }
    case 'feta':
      return (
        path('M6 10l4-3.2h16L22 10z', light(paste, 0.5)) +
        path('M22 10l4-3.2v12.4L22 22z', dark(paste, 0.12)) +
        rect(6, 10, 16, 12, 0.6, inside) +
        [
          [9, 13],
          [14, 15.5],
          [18.5, 12.5],
          [11, 19],
          [19, 19.5],
        ]
          .map(([x, y]) => ellipse(x!, y!, 0.9, 0.6, dark(paste, 0.1)))
          .join('')
      );
    case 'gouda':
      return (
        [0, 1, 2, 3]
          .map((i) =>
            rect(
              5 + i * 1.6,
              5 + i * 2.6,
              19,
              11,
              0.8,
              inside,
              ` stroke="${rind}" stroke-width=".8"`,
            ),
          )
          .join('') +
        ellipse(15, 15, 1, 0.7, dark(paste, 0.1)) +
        ellipse(20, 19, 0.8, 0.6, dark(paste, 0.1))
      );
    default:
      return (
        path('M5 11l5-4.4h17.5l-5 4.4z', light(paste, 0.45)) +
        path('M22.5 11l5-4.4v11.4l-5 4.4z', dark(paste, 0.1)) +
        rect(5, 11, 17.5, 11.4, 0.6, inside)
      );
  }
}

/** A cheese shown as itself (block, wheel, wedge, balls, slices) over a name ribbon. */
export function cheese(c: Canvas, pic: Picture): string {
  const paste = pic.accent ?? '#f6e3a8';
  return [
    shape(c, pic.kind, paste),
    rect(3, 22.6, 26, 7, 1.2, pic.color),
    rect(4, 23.2, 24, 0.7, 0.35, '#ffffff', ' fill-opacity=".35"'),
    label(c, { x: 4, y: 23.6, w: 24, h: 5.2 }, pic, { first: 3, rest: 2.2, background: pic.color }),
  ].join('');
}
