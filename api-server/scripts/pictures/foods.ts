import { type Canvas, ellipse, num, path, rect } from './canvas';
import { dark, light } from './color';

/** Foods drawn in the emoji's 32-unit square, for labels and windows the emoji set cannot fill. */
export type Food =
  | 'chickpeas'
  | 'black-beans'
  | 'penne'
  | 'chips'
  | 'quinoa'
  | 'jasmine'
  | 'basmati'
  | 'coffee-beans'
  | 'ground-coffee'
  | 'oats'
  | 'flakes'
  | 'granola'
  | 'kibble'
  | 'diced-tomatoes'
  | 'soup'
  | 'spaghetti'
  | 'peas'
  | 'corn'
  | 'berries'
  | 'chocolate-chip-cookies'
  | 'oatmeal-raisin-cookies';

// A fixed scatter, so the art is the same on every run.
const SPOTS: [number, number, number][] = [
  [8, 9, 20], [16, 7, 75], [24, 10, 140], [11, 16, 110], [20, 15, 30], [27, 18, 160],
  [6, 22, 60], [14, 23, 170], [22, 23, 95], [9, 28, 15], [18, 29, 130], [26, 27, 50],
  [5, 14, 150], [28, 5, 100], [4, 5, 35], [15, 12, 60], [12, 4, 5], [21, 4, 120],
];

function scatter(shape: (x: number, y: number, angle: number) => string, count = SPOTS.length): string {
  return SPOTS.slice(0, count)
    .map(([x, y, a]) => shape(x, y, a))
    .join('');
}

const turn = (x: number, y: number, a: number): string => ` transform="rotate(${a} ${x} ${y})"`;

/** Two offset layers of small grains, dense enough to read as a heap. */
function grains(c: Canvas, color: string, rx: number, ry: number, dx: number, dy: number): string {
  const fill = c.linear([light(color, 0.4), color, dark(color, 0.25)], 0, 0, 0, 32);
  const layer = (ox: number, oy: number): string =>
    scatter((x, y, a) => ellipse(x + ox, y + oy, rx, ry, fill, turn(x + ox, y + oy, a)));
  return layer(0, 0) + layer(dx, dy);
}

function beans(c: Canvas, color: string, rx: number, ry: number, mark: string): string {
  const fill = c.radial([light(color, 0.45), color, dark(color, 0.35)], 12, 10, 22);
  return scatter(
    (x, y, a) => ellipse(x, y, rx, ry, fill, turn(x, y, a)) + ellipse(x - 0.8, y - 1, rx / 3, ry / 3, mark, ` fill-opacity=".55"${turn(x, y, a)}`),
  );
}

function draw(c: Canvas, food: Food): string {
  switch (food) {
    case 'chickpeas':
      return beans(c, '#e2b66d', 3.6, 3.3, '#fff6dc');
    case 'black-beans':
      return beans(c, '#3a2d3f', 3.8, 2.5, '#b9a9c8');
    case 'kibble':
      return beans(c, '#9a5a2a', 3.4, 3, '#e3b07c');
    case 'coffee-beans': {
      const fill = c.radial(['#9a5b34', '#5b3018', '#2e170b'], 12, 10, 22);
      return scatter((x, y, a) => ellipse(x, y, 3.4, 2.4, fill, turn(x, y, a)) + path(`M${x - 2.6} ${y}q2.6-1 5.2 0`, 'none', ` stroke="#22100a" stroke-width=".6"${turn(x, y, a)}`));
    }
    case 'ground-coffee': {
      const fill = c.linear(['#7a4526', '#3d1f0f'], 0, 0, 0, 32);
      return rect(0, 0, 32, 32, 0, fill) + scatter((x, y) => ellipse(x, y, 0.7, 0.5, '#a66a3f'));
    }
    case 'quinoa':
      return grains(c, '#efe1bf', 1.6, 1.5, 3, 2);
    case 'jasmine':
      return grains(c, '#f3eee0', 2.6, 1.3, 2, 3);
    case 'basmati':
      return grains(c, '#f1e3bf', 3.8, 0.9, 2, 3);
    case 'oats':
      return grains(c, '#e7cf9c', 3.2, 2.3, 2.5, 2.5);
    case 'flakes': {
      const fill = c.linear(['#f7c95a', '#e39a2a', '#c8741c'], 0, 0, 32, 32);
      return scatter((x, y, a) => path(`M${x - 3} ${y}q1-3 4-2.6 3 .8 2 3.4-3 1.8-6-.8z`, fill, turn(x, y, a)));
    }
    case 'granola': {
      const fill = c.radial(['#d99b52', '#a8652c', '#7a4218'], 12, 10, 24);
      return scatter((x, y, a) => path(`M${x - 3} ${y}q0-3 3-3 3 0 3 2.6-1 3-3 3-3-.6-3-2.6z`, fill, turn(x, y, a))) +
        scatter((x, y, a) => ellipse(x + 2, y + 2, 1.6, 0.8, '#f4e3c3', turn(x, y, a)), 8);
    }
    case 'penne': {
      const fill = c.linear(['#f9d77e', '#e8b04a', '#c98a2a'], 0, 0, 0, 32);
      const piece = (x: number, y: number, a: number): string =>
        `<g${turn(x, y, a)}>${path(`M${x - 7} ${y - 2}h11l3 4H${x - 4}z`, fill)}${[0, 2.4, 4.8, 7.2, 9.6].map((d) => path(`M${x - 5.5 + d} ${y - 1.6}l2.4 3.2`, 'none', ' stroke="#c98a2a" stroke-width=".5"')).join('')}${ellipse(x - 5.5, y, 1.4, 2, dark('#c98a2a', 0.2))}</g>`;
      return [piece(15, 8, -20), piece(17, 16, 15), piece(14, 25, -10), piece(26, 24, 60), piece(6, 16, 70)].join('');
    }
    case 'chips': {
      const fill = c.linear(['#fbd45a', '#eeaa2c', '#d48a1c'], 0, 0, 32, 32);
      const chip = (x: number, y: number, a: number): string =>
        path(`M${x} ${y - 6}q.8 0 1.3.8l5 8.6q.4 1-.6 1.3H${x - 5.7}q-1-.3-.6-1.3l5-8.6q.5-.8.9-.8z`, fill, ` stroke="#c27a18" stroke-width=".4"${turn(x, y, a)}`);
      return [chip(11, 12, -15), chip(21, 11, 20), chip(16, 21, 5), chip(7, 24, -40), chip(26, 23, 35)].join('');
    }
    case 'diced-tomatoes': {
      const fill = c.radial(['#ff7a5c', '#e0302a', '#a81c1c'], 12, 10, 24);
      return scatter((x, y, a) => rect(x - 2.6, y - 2.6, 5.2, 5.2, 1.2, fill, turn(x, y, a)), 12) +
        scatter((x, y) => ellipse(x - 1, y - 1, 0.8, 0.5, '#ffd0c0'), 12);
    }
    case 'spaghetti': {
      const fill = c.linear(['#f7d27a', '#e6ad4a'], 0, 0, 32, 0);
      const strands = Array.from({ length: 12 }, (_, i) => `M${i * 2.8 - 4} 34 ${i * 2.8 + 6} -2`).join('');
      return rect(0, 0, 32, 32, 0, '#e9b85c') + path(strands, 'none', ` stroke="${fill}" stroke-width="1.6"`) +
        path(strands, 'none', ' stroke="#fff2c4" stroke-width=".4" stroke-opacity=".7"');
    }
    case 'peas':
      return beans(c, '#6cbf3a', 2.7, 2.6, '#d8f5b0');
    case 'corn':
      return beans(c, '#f7c62f', 2.6, 2.1, '#fff3b8');
    case 'berries':
      return beans(c, '#3b4fa8', 3, 3, '#b9c6ff') + scatter((x, y) => ellipse(x + 3, y + 2.4, 2.4, 2.2, '#c8203a'), 8);
    case 'chocolate-chip-cookies':
      return cookies(c, '#e2a75c', '#4a2714', 1, 0.8);
    case 'oatmeal-raisin-cookies':
      return cookies(c, '#c99a62', '#5a2a3a', 1.1, 0.7);
    case 'soup': {
      const bowl = c.linear(['#ffffff', '#d8d8de'], 0, 14, 0, 29);
      const broth = c.linear(['#f6cf5c', '#e4a83a'], 0, 12, 0, 18);
      return [
        path('M3 15h26c0 7.5-5.5 13-13 13S3 22.5 3 15z', bowl),
        ellipse(16, 15, 13, 3.4, broth),
        path('M7 15c2-2 4 1 6-1s4 1 6-1 4 1 6-1', 'none', ' stroke="#fff2b3" stroke-width="1.1" stroke-linecap="round"'),
        ellipse(11, 14.6, 1.3, 0.8, '#f08a24'),
        ellipse(20, 15.6, 1.3, 0.8, '#f08a24'),
        ellipse(16, 13.6, 1.2, 0.7, '#f5e6c8'),
        path('M12 10c-1-2 1-3 0-5M17 10c-1-2 1-3 0-5M22 10c-1-2 1-3 0-5', 'none', ' stroke="#c9c9d2" stroke-width="1" stroke-linecap="round"'),
      ].join('');
    }
  }
}

const OBJECTS: Food[] = ['penne', 'chips', 'soup', 'chocolate-chip-cookies', 'oatmeal-raisin-cookies'];

function cookies(c: Canvas, dough: string, bit: string, bitRx: number, bitRy: number): string {
  const fill = c.radialBox([light(dough, 0.35), dough, dark(dough, 0.25)]);
  const bits: [number, number][] = [[-3, -2], [2, -3.4], [3.2, 1.5], [-1.5, 2.8], [0, 0], [-4.4, 1]];
  const one = (x: number, y: number, r: number): string =>
    ellipse(x, y, r, r * 0.92, fill) + bits.map(([dx, dy]) => ellipse(x + (dx * r) / 7, y + (dy * r) / 7, bitRx, bitRy, bit)).join('');
  return one(10, 12, 7.5) + one(22, 13, 7) + one(16, 22, 8);
}

const nest = (x: number, y: number, size: number, content: string): string =>
  `<svg x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" viewBox="0 0 32 32">${content}</svg>`;

/** `food` in a `size` square at (x,y), nested like an inlined emoji; loose foods as a round heap. */
export function foodArt(c: Canvas, food: Food, x: number, y: number, size: number): string {
  const art = draw(c, food);
  if (OBJECTS.includes(food)) return nest(x, y, size, art);
  const base = BASES[food];
  return nest(x, y, size, (base ? ellipse(16, 16, 14.6, 14.6, base) : '') + c.clip('<circle cx="16" cy="16" r="15"/>', art));
}

// What shows between the grains when a window is full of them.
const BASES: Partial<Record<Food, string>> = {
  quinoa: '#dcc596', jasmine: '#e4ddca', basmati: '#e3d2a8', oats: '#d3b47a', granola: '#a86a34',
  kibble: '#6e3c1c', peas: '#4a9a2a', corn: '#e0a818', berries: '#2a2a6a', 'coffee-beans': '#2e170b', chickpeas: '#c99a52', 'black-beans': '#241b2a',
};

/** `food` filling `w` x `h` at (x,y), for windows; it runs past the edges the caller clips. */
export function foodFill(c: Canvas, food: Food, x: number, y: number, w: number, h: number): string {
  const size = Math.max(w, h) * 1.05;
  const base = BASES[food];
  return (base ? rect(x, y, w, h, 0, base) : '') + nest(x + (w - size) / 2, y + (h - size) / 2, size, draw(c, food));
}
