import { type Canvas, path, rect } from '../canvas';
import { dark, light, pale } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/**
 * Screw-cap bottle. `kind`: 'clear' (water: see-through body, paper band), 'tall' (shampoo,
 * conditioner) or the default round-shouldered dairy/detergent bottle.
 */
export function bottle(c: Canvas, pic: Picture): string {
  const tall = pic.kind === 'tall';
  const clear = pic.kind === 'clear';
  const x = tall ? 10 : 9;
  const w = tall ? 12 : 14;
  const neck = tall ? 4.4 : 5;
  const shoulder = tall ? 9.5 : 10.5;
  const nx = 16 - neck / 2;
  const cap = pic.accent ?? dark(pic.color, 0.3);
  const body = clear
    ? c.linear(
        [
          [0, dark(pic.color, 0.15)],
          [0.3, light(pic.color, 0.55)],
          [0.75, light(pic.color, 0.2)],
          [1, dark(pic.color, 0.2)],
        ],
        x,
        0,
        x + w,
        0,
      )
    : c.linear(
        [dark(pic.color, 0.2), light(pic.color, 0.25), pic.color, dark(pic.color, 0.3)],
        x,
        0,
        x + w,
        0,
      );
  const capFill = c.linear(
    [dark(cap, 0.25), light(cap, 0.3), dark(cap, 0.2)],
    nx - 0.6,
    0,
    nx + neck + 0.6,
    0,
  );
  const r = nx + neck;
  const shape =
    `M${nx} 6.2H${r}V7.4C${r} 9 ${x + w} 8.6 ${x + w} ${shoulder}V28.6a1.4 1.4 0 0 1-1.4 1.4H${x + 1.4}` +
    `a1.4 1.4 0 0 1-1.4-1.4V${shoulder}C${x} 8.6 ${nx} 9 ${nx} 7.4z`;
  const face = clear ? '#ffffff' : light(pic.color, 0.85);
  const band = { x: x + 0.9, y: shoulder + 3, w: w - 1.8, h: 28.4 - shoulder - 4 };
  return [
    path(shape, body),
    rect(nx - 0.6, 2, neck + 1.2, 4.6, 0.8, capFill),
    rect(nx - 0.6, 5.6, neck + 1.2, 0.6, 0.2, dark(cap, 0.35)),
    rect(band.x, band.y, band.w, band.h, 0.8, face),
    rect(x + 1.2, shoulder - 0.6, 1, 17, 0.5, '#ffffff', ' fill-opacity=".45"'),
    label(c, { x: band.x + 0.5, y: band.y + 0.6, w: band.w - 1, h: band.h - 1.2 }, pic, {
      first: 3,
      rest: 2.4,
      background: face,
      color: dark(pale(pic.color) ? cap : pic.color, 0.35),
      emoji: 6,
      bandColor: pic.accent ?? pic.color,
    }),
  ].join('');
}
