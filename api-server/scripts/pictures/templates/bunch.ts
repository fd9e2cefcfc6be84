import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

// Leaf outlines drawn pointing up from their stalk at (0,0), about 8 units long.
const LEAVES: Record<string, string> = {
  basil: 'M0 0C-4.2-1.6-4.4-6.6 0-9.4 4.4-6.6 4.2-1.6 0 0z',
  mint: 'M0 0C-3-1.4-3.8-5-1.6-7.6L0-9.6l1.6 2C3.8-5 3-1.4 0 0z',
  parsley: 'M0 0-1.2-3.6-4-4.4-2.6-6.2-3-9-.6-7.6 0-10 .6-7.6 3-9 2.6-6.2 4-4.4 1.2-3.6z',
  cilantro:
    'M0 0C-2-1-4.4-2.4-3.8-5c.4-1.6 1.8-1.4 2.2-2.8C-1.2-9 .2-9.6 1-8.4c1 .2 2.8.4 2.6 2.6 1.4 1.6.2 4.6-3.6 5.8z',
};

// Leaf placements: stalk tip (x,y), angle, scale; the stems all start at the band.
const PLACES: [number, number, number, number][] = [
  [10, 13.5, -40, 0.8],
  [12.6, 10.5, -18, 0.85],
  [16, 9.4, 0, 0.88],
  [19.4, 10.5, 18, 0.85],
  [22, 13.5, 40, 0.8],
  [13.6, 14.6, -28, 0.72],
  [18.4, 14.6, 28, 0.72],
  [16, 13, 8, 0.7],
  [8, 17.4, -62, 0.7],
  [24, 17.4, 62, 0.7],
];

function leaves(c: Canvas, herb: string, color: string): string {
  const shape = LEAVES[herb] ?? LEAVES.basil!;
  const fill = c.linear([light(color, 0.35), color, dark(color, 0.3)], 0, -10, 0, 0);
  const stems = PLACES.map(
    ([x, y]) => `M16 21.5Q${(x + 16) / 2} ${(y + 21.5) / 2 + 2} ${x} ${y}`,
  ).join('');
  const blades = PLACES.map(
    ([x, y, a, s]) =>
      `<path d="${shape}" fill="${fill}" transform="translate(${x} ${y}) rotate(${a}) scale(${s})"/>`,
  ).join('');
  const veins = PLACES.map(
    ([x, y, a, s]) =>
      `<path d="M0-.5V-7.5" stroke="${light(color, 0.45)}" stroke-width=".35" transform="translate(${x} ${y}) rotate(${a}) scale(${s})"/>`,
  ).join('');
  return path(stems, 'none', ` stroke="${dark(color, 0.2)}" stroke-width=".7"`) + blades + veins;
}

function rosemary(c: Canvas, color: string): string {
  const needle = c.linear([light(color, 0.3), dark(color, 0.2)], 0, -3, 0, 0);
  const sprigs: [number, number][] = [
    [-22, 0.85],
    [0, 0.95],
    [22, 0.85],
  ];
  return sprigs
    .map(([a, s]) => {
      const needles: string[] = [];
      for (let i = 0; i < 9; i++) {
        const y = -4 - i * 1.75;
        needles.push(
          `<path d="M0 0q1.2-1.6 3.6-1.8Q1.8.4 0 0z" fill="${needle}" transform="translate(0 ${y}) rotate(${-15 - (i % 2) * 10})"/>`,
        );
        needles.push(
          `<path d="M0 0q-1.2-1.6-3.6-1.8Q-1.8.4 0 0z" fill="${needle}" transform="translate(0 ${y - 0.8}) rotate(${15 + (i % 2) * 10})"/>`,
        );
      }
      return `<g transform="translate(16 22) rotate(${a}) scale(${s})"><path d="M0 0V-20" stroke="#7a5a3a" stroke-width=".7"/>${needles.join('')}</g>`;
    })
    .join('');
}

/** A bunch of fresh herbs held by a paper band naming them; `kind` is the herb. */
export function bunch(c: Canvas, pic: Picture): string {
  const kraft = pic.accent ?? '#e9d3a8';
  const band = c.linear(
    [dark(kraft, 0.15), light(kraft, 0.3), kraft, dark(kraft, 0.2)],
    9,
    0,
    23,
    0,
  );
  return [
    path(
      'M14 21.5l-.8 8.2h1.4l.9-8.2M18 21.5l.8 8.2h-1.4l-.9-8.2M15.4 21.5v8.4h1.2v-8.4',
      dark(pic.color, 0.1),
    ),
    pic.kind === 'rosemary' ? rosemary(c, pic.color) : leaves(c, pic.kind ?? 'basil', pic.color),
    rect(8.8, 19.8, 14.4, 6.6, 0.8, band),
    label(c, { x: 9.4, y: 20.6, w: 13.2, h: 5 }, pic, {
      first: 3,
      rest: 2.2,
      background: kraft,
      color: dark(pic.color, 0.4),
    }),
  ].join('');
}
