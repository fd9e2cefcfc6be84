import { type Canvas, ellipse, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

function roll(c: Canvas, x: number, top: number, w: number, h: number): string {
  const paper = c.linear(['#d9dbe2', '#ffffff', '#eef0f4', '#c7cad3'], x, 0, x + w, 0);
  const ry = w * 0.22;
  return [
    path(`M${x} ${top}v${h}a${w / 2} ${ry} 0 0 0 ${w} 0V${top}z`, paper),
    ellipse(x + w / 2, top, w / 2, ry, '#f7f8fa'),
    ellipse(x + w / 2, top, w * 0.16, ry * 0.34, '#b89c7c'),
  ].join('');
}

/** Rolls in a film pack with a band: `kind` 'towels' (two tall) or 'tissue' (six short). */
export function rolls(c: Canvas, pic: Picture): string {
  const out: string[] = [];
  if (pic.kind === 'towels') {
    out.push(roll(c, 5, 5, 11, 23), roll(c, 16, 5, 11, 23));
  } else {
    for (const x of [4.5, 12.2, 19.9]) out.push(roll(c, x, 6, 7.6, 9));
    for (const x of [4.5, 12.2, 19.9]) out.push(roll(c, x, 16, 7.6, 11.5));
  }
  const band = c.linear(
    [dark(pic.color, 0.15), light(pic.color, 0.2), dark(pic.color, 0.15)],
    3,
    0,
    29,
    0,
  );
  out.push(rect(3.4, 18, 25.2, 9.4, 1, band));
  out.push(rect(4, 4.2, 24, 0.8, 0.4, '#ffffff', ' fill-opacity=".7"'));
  out.push(
    label(c, { x: 4.4, y: 18.8, w: 23.2, h: 7.8 }, pic, {
      first: 3,
      rest: 2.3,
      background: pic.color,
    }),
  );
  return out.join('');
}
