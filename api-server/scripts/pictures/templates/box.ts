import { type Canvas, path } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

const SHAPES = {
  tall: { x: 6.5, y: 5, w: 15, h: 24.5, d: 4.5 },
  wide: { x: 3.5, y: 12, w: 20, h: 13.5, d: 5 },
  square: { x: 5, y: 8.5, w: 17, h: 20.5, d: 5 },
} as const;

/** Carton box in three-quarter view; `kind` 'tall' (cereal), 'wide' (butter) or 'square'. */
export function box(c: Canvas, pic: Picture): string {
  const s = SHAPES[(pic.kind as keyof typeof SHAPES) ?? 'square'] ?? SHAPES.square;
  const { x, y, w, h, d } = s;
  const lift = d * 0.55;
  const front = c.linear([light(pic.color, 0.2), pic.color, dark(pic.color, 0.1)], x, 0, x + w, 0);
  const panel = pic.accent ?? light(pic.color, 0.85);
  return [
    path(`M${x} ${y}l${d} ${-lift}h${w}l${-d} ${lift}z`, light(pic.color, 0.35)),
    path(`M${x + w} ${y}l${d} ${-lift}v${h}l${-d} ${lift}z`, dark(pic.color, 0.3)),
    path(
      `M${x + 0.6} ${y}h${w - 1.2}c.3 0 .6.3.6.6v${h - 1.2}c0 .3-.3.6-.6.6H${x + 0.6}c-.3 0-.6-.3-.6-.6V${y + 0.6}c0-.3.3-.6.6-.6z`,
      front,
    ),
    path(`M${x + 1.2} ${y + 1.2}h${w - 2.4}v${h - 2.4}h${-(w - 2.4)}z`, panel),
    label(c, { x: x + 1.8, y: y + 1.7, w: w - 3.6, h: h - 3.4 }, pic, {
      first: pic.kind === 'wide' ? 3.2 : 3.4,
      rest: 2.4,
      background: panel,
      color: dark(pic.color, 0.25),
      emoji: 9,
      bandColor: pic.color,
    }),
  ].join('');
}
