import { type Canvas, ellipse, path, rect } from '../canvas';
import { beans, grains, scatter, turn } from './scatter';

interface Heap {
  draw: (c: Canvas) => string;
  /** What shows between the pieces when a window or a label's circle is full of them. */
  base?: string;
}

/** Loose foods that fill whatever shape shows them. */
export const HEAPS = {
  chickpeas: { draw: (c) => beans(c, '#e2b66d', 3.6, 3.3, '#fff6dc'), base: '#c99a52' },
  'black-beans': { draw: (c) => beans(c, '#3a2d3f', 3.8, 2.5, '#b9a9c8'), base: '#241b2a' },
  kibble: { draw: (c) => beans(c, '#9a5a2a', 3.4, 3, '#e3b07c'), base: '#6e3c1c' },
  peas: { draw: (c) => beans(c, '#6cbf3a', 2.7, 2.6, '#d8f5b0'), base: '#4a9a2a' },
  corn: { draw: (c) => beans(c, '#f7c62f', 2.6, 2.1, '#fff3b8'), base: '#e0a818' },
  berries: {
    draw: (c) =>
      beans(c, '#3b4fa8', 3, 3, '#b9c6ff') +
      scatter((x, y) => ellipse(x + 3, y + 2.4, 2.4, 2.2, '#c8203a'), 8),
    base: '#2a2a6a',
  },
  'coffee-beans': {
    draw: (c) => {
      const fill = c.radial(['#9a5b34', '#5b3018', '#2e170b'], 12, 10, 22);
      const crease = ' stroke="#22100a" stroke-width=".6"';
      return scatter(
        (x, y, a) =>
          ellipse(x, y, 3.4, 2.4, fill, turn(x, y, a)) +
          path(`M${x - 2.6} ${y}q2.6-1 5.2 0`, 'none', `${crease}${turn(x, y, a)}`),
      );
    },
    base: '#2e170b',
  },
  'ground-coffee': {
    draw: (c) => {
      const fill = c.linear(['#7a4526', '#3d1f0f'], 0, 0, 0, 32);
      return rect(0, 0, 32, 32, 0, fill) + scatter((x, y) => ellipse(x, y, 0.7, 0.5, '#a66a3f'));
    },
  },
  quinoa: { draw: (c) => grains(c, '#efe1bf', 1.6, 1.5, 3, 2), base: '#dcc596' },
  jasmine: { draw: (c) => grains(c, '#f3eee0', 2.6, 1.3, 2, 3), base: '#e4ddca' },
  basmati: { draw: (c) => grains(c, '#f1e3bf', 3.8, 0.9, 2, 3), base: '#e3d2a8' },
  oats: { draw: (c) => grains(c, '#e7cf9c', 3.2, 2.3, 2.5, 2.5), base: '#d3b47a' },
  flakes: {
    draw: (c) => {
      const fill = c.linear(['#f7c95a', '#e39a2a', '#c8741c'], 0, 0, 32, 32);
      return scatter((x, y, a) =>
        path(`M${x - 3} ${y}q1-3 4-2.6 3 .8 2 3.4-3 1.8-6-.8z`, fill, turn(x, y, a)),
      );
    },
  },
  granola: {
    draw: (c) => {
      const fill = c.radial(['#d99b52', '#a8652c', '#7a4218'], 12, 10, 24);
      return (
        scatter((x, y, a) =>
          path(`M${x - 3} ${y}q0-3 3-3 3 0 3 2.6-1 3-3 3-3-.6-3-2.6z`, fill, turn(x, y, a)),
        ) + scatter((x, y, a) => ellipse(x + 2, y + 2, 1.6, 0.8, '#f4e3c3', turn(x, y, a)), 8)
      );
    },
    base: '#a86a34',
  },
  'diced-tomatoes': {
    draw: (c) => {
      const fill = c.radial(['#ff7a5c', '#e0302a', '#a81c1c'], 12, 10, 24);
      return (
        scatter((x, y, a) => rect(x - 2.6, y - 2.6, 5.2, 5.2, 1.2, fill, turn(x, y, a)), 12) +
        scatter((x, y) => ellipse(x - 1, y - 1, 0.8, 0.5, '#ffd0c0'), 12)
      );
    },
  },
  'tea-leaves': {
    draw: (c) => {
      const fill = c.linear(['#8fae5a', '#5e7d34', '#3f5a22'], 0, 0, 32, 32);
      return scatter((x, y, a) =>
        path(`M${x - 3} ${y}q2-2.4 5-1.4-1 2.6-5 1.4z`, fill, turn(x, y, a)),
      );
    },
    base: '#6b8a3e',
  },
  'ice-cubes': {
    draw: (c) => {
      const fill = c.linear(['#ffffff', '#cfeefc', '#9fd8f4'], 0, 0, 32, 32);
      return scatter((x, y, a) => rect(x - 3, y - 3, 6, 6, 1.6, fill, turn(x, y, a)), 14);
    },
    base: '#bfe6f8',
  },
  gummies: {
    draw: () => {
      const colors = ['#e8384f', '#f6a623', '#3fb54a', '#f5d33a', '#9b59d0', '#ff6f91'];
      return scatter((x, y, a) => {
        const color = colors[(x + y) % colors.length]!;
        const bear = ellipse(x, y + 1, 2.2, 2.6, color) + ellipse(x, y - 2, 1.6, 1.4, color);
        const ears =
          ellipse(x - 1.2, y - 3.2, 0.6, 0.6, color) + ellipse(x + 1.2, y - 3.2, 0.6, 0.6, color);
        return `<g${turn(x, y, a)} fill-opacity=".9">${bear}${ears}</g>`;
      }, 14);
    },
    base: '#fbe3d0',
  },
  spaghetti: {
    draw: (c) => {
      const fill = c.linear(['#f7d27a', '#e6ad4a'], 0, 0, 32, 0);
      const strands = Array.from(
        { length: 12 },
        (_, i) => `M${i * 2.8 - 4} 34 ${i * 2.8 + 6} -2`,
      ).join('');
      return (
        rect(0, 0, 32, 32, 0, '#e9b85c') +
        path(strands, 'none', ` stroke="${fill}" stroke-width="1.6"`) +
        path(strands, 'none', ' stroke="#fff2c4" stroke-width=".4" stroke-opacity=".7"')
      );
    },
  },
} satisfies Record<string, Heap>;
