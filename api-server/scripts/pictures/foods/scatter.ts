import { type Canvas, ellipse } from '../canvas';
import { dark, light } from '../color';

// A fixed scatter, so the art is the same on every run.
const SPOTS: [number, number, number][] = [
  [8, 9, 20],
  [16, 7, 75],
  [24, 10, 140],
  [11, 16, 110],
  [20, 15, 30],
  [27, 18, 160],
  [6, 22, 60],
  [14, 23, 170],
  [22, 23, 95],
  [9, 28, 15],
  [18, 29, 130],
  [26, 27, 50],
  [5, 14, 150],
  [28, 5, 100],
  [4, 5, 35],
  [15, 12, 60],
  [12, 4, 5],
  [21, 4, 120],
];

/** `shape` drawn at each of the first `count` scatter spots, turned by the spot's angle. */
export function scatter(
  shape: (x: number, y: number, angle: number) => string,
  count = SPOTS.length,
): string {
  return SPOTS.slice(0, count)
    .map(([x, y, a]) => shape(x, y, a))
    .join('');
}

export const turn = (x: number, y: number, a: number): string =>
  ` transform="rotate(${a} ${x} ${y})"`;

/** Two offset layers of small grains, dense enough to read as a heap. */
export function grains(
  c: Canvas,
  color: string,
  rx: number,
  ry: number,
  dx: number,
  dy: number,
): string {
  const fill = c.linear([light(color, 0.4), color, dark(color, 0.25)], 0, 0, 0, 32);
  const layer = (ox: number, oy: number): string =>
    scatter((x, y, a) => ellipse(x + ox, y + oy, rx, ry, fill, turn(x + ox, y + oy, a)));
  return layer(0, 0) + layer(dx, dy);
}

/** Plump ovals with a pale glint: beans, peas, kernels, kibble. */
export function beans(c: Canvas, color: string, rx: number, ry: number, mark: string): string {
  const fill = c.radial([light(color, 0.45), color, dark(color, 0.35)], 12, 10, 22);
  return scatter(
    (x, y, a) =>
      ellipse(x, y, rx, ry, fill, turn(x, y, a)) +
      ellipse(x - 0.8, y - 1, rx / 3, ry / 3, mark, ` fill-opacity=".55"${turn(x, y, a)}`),
  );
}
