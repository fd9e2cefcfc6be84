import { type Canvas, ellipse, num, rect } from '../canvas';
import { HEAPS } from './heaps';
import { OBJECTS } from './objects';

/** Foods drawn in the emoji's 32-unit square, for labels and windows the emoji set cannot fill. */
export type Food = keyof typeof HEAPS | keyof typeof OBJECTS;

export const FOODS = [...Object.keys(HEAPS), ...Object.keys(OBJECTS)] as Food[];

const isObject = (food: Food): food is keyof typeof OBJECTS => Object.hasOwn(OBJECTS, food);

const nest = (x: number, y: number, size: number, content: string): string =>
  `<svg x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" viewBox="0 0 32 32">${content}</svg>`;

/** `food` in a `size` square at (x,y), nested like an inlined emoji; loose foods as a round heap. */
export function foodArt(c: Canvas, food: Food, x: number, y: number, size: number): string {
  if (isObject(food)) return nest(x, y, size, OBJECTS[food](c));
  const heap: { draw: (c: Canvas) => string; base?: string } = HEAPS[food];
  const art = heap.draw(c);
  const base = heap.base ? ellipse(16, 16, 14.6, 14.6, heap.base) : '';
  return nest(x, y, size, base + c.clip('<circle cx="16" cy="16" r="15"/>', art));
}

/** `food` filling `w` x `h` at (x,y), for windows; it runs past the edges the caller clips. */
export function foodFill(
  c: Canvas,
  food: Food,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const size = Math.max(w, h) * 1.05;
  const at = (content: string): string =>
    nest(x + (w - size) / 2, y + (h - size) / 2, size, content);
  if (isObject(food)) return at(OBJECTS[food](c));
  const heap: { draw: (c: Canvas) => string; base?: string } = HEAPS[food];
  return (heap.base ? rect(x, y, w, h, 0, heap.base) : '') + at(heap.draw(c));
}
