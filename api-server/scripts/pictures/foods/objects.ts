import { type Canvas, ellipse, path } from '../canvas';
import { dark, light } from '../color';
import { turn } from './scatter';

function cookies(c: Canvas, dough: string, bit: string, bitRx: number, bitRy: number): string {
  const fill = c.radialBox([light(dough, 0.35), dough, dark(dough, 0.25)]);
  const bits: [number, number][] = [
    [-3, -2],
    [2, -3.4],
    [3.2, 1.5],
    [-1.5, 2.8],
    [0, 0],
    [-4.4, 1],
  ];
  const one = (x: number, y: number, r: number): string =>
    ellipse(x, y, r, r * 0.92, fill) +
    bits.map(([dx, dy]) => ellipse(x + (dx * r) / 7, y + (dy * r) / 7, bitRx, bitRy, bit)).join('');
  return one(10, 12, 7.5) + one(22, 13, 7) + one(16, 22, 8);
}

function penne(c: Canvas): string {
  const fill = c.linear(['#f9d77e', '#e8b04a', '#c98a2a'], 0, 0, 0, 32);
  const ridge = ' stroke="#c98a2a" stroke-width=".5"';
  const piece = (x: number, y: number, a: number): string => {
    const ridges = [0, 2.4, 4.8, 7.2, 9.6].map((d) =>
      path(`M${x - 5.5 + d} ${y - 1.6}l2.4 3.2`, 'none', ridge),
    );
    const tube = path(`M${x - 7} ${y - 2}h11l3 4H${x - 4}z`, fill);
    const hole = ellipse(x - 5.5, y, 1.4, 2, dark('#c98a2a', 0.2));
    return `<g${turn(x, y, a)}>${tube}${ridges.join('')}${hole}</g>`;
  };
  const pieces: [number, number, number][] = [
    [15, 8, -20],
    [17, 16, 15],
    [14, 25, -10],
    [26, 24, 60],
    [6, 16, 70],
  ];
  return pieces.map(([x, y, a]) => piece(x, y, a)).join('');
}

function chips(c: Canvas): string {
  const fill = c.linear(['#fbd45a', '#eeaa2c', '#d48a1c'], 0, 0, 32, 32);
  const chip = (x: number, y: number, a: number): string =>
    path(
      `M${x} ${y - 6}q.8 0 1.3.8l5 8.6q.4 1-.6 1.3H${x - 5.7}q-1-.3-.6-1.3l5-8.6q.5-.8.9-.8z`,
      fill,
      ` stroke="#c27a18" stroke-width=".4"${turn(x, y, a)}`,
    );
  const pieces: [number, number, number][] = [
    [11, 12, -15],
    [21, 11, 20],
    [16, 21, 5],
    [7, 24, -40],
    [26, 23, 35],
  ];
  return pieces.map(([x, y, a]) => chip(x, y, a)).join('');
}

function soup(c: Canvas): string {
  const bowl = c.linear(['#ffffff', '#d8d8de'], 0, 14, 0, 29);
  const broth = c.linear(['#f6cf5c', '#e4a83a'], 0, 12, 0, 18);
  const noodles = ' stroke="#fff2b3" stroke-width="1.1" stroke-linecap="round"';
  const steam = ' stroke="#c9c9d2" stroke-width="1" stroke-linecap="round"';
  return [
    path('M3 15h26c0 7.5-5.5 13-13 13S3 22.5 3 15z', bowl),
    ellipse(16, 15, 13, 3.4, broth),
    path('M7 15c2-2 4 1 6-1s4 1 6-1 4 1 6-1', 'none', noodles),
    ellipse(11, 14.6, 1.3, 0.8, '#f08a24'),
    ellipse(20, 15.6, 1.3, 0.8, '#f08a24'),
    ellipse(16, 13.6, 1.2, 0.7, '#f5e6c8'),
    path('M12 10c-1-2 1-3 0-5M17 10c-1-2 1-3 0-5M22 10c-1-2 1-3 0-5', 'none', steam),
  ].join('');
}

/** Foods with a shape of their own, drawn whole rather than as a heap. */
export const OBJECTS = {
  penne,
  chips,
  soup,
  'chocolate-chip-cookies': (c: Canvas) => cookies(c, '#e2a75c', '#4a2714', 1, 0.8),
  'oatmeal-raisin-cookies': (c: Canvas) => cookies(c, '#c99a62', '#5a2a3a', 1.1, 0.7),
  'sesame-rice-crackers': (c: Canvas) => cookies(c, '#efcf8e', '#fff7e0', 0.8, 0.45),
} satisfies Record<string, (c: Canvas) => string>;
