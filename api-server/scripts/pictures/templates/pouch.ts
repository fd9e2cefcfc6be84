import { type Canvas, path, rect } from '../canvas';
import { dark, light } from '../color';
import { foodFill } from '../foods';
import { label } from '../label';
import type { Box, Picture } from '../types';

/**
 * Stand-up pouch with a seal at the top; with `food`, a window shows it. `kind`: 'bag' is a
 * crimped pillow bag (chips), 'sack' a wide heavy bag (pet food, diapers).
 */
export function pouch(c: Canvas, pic: Picture): string {
  const wide = pic.kind === 'sack' || pic.kind === 'bag';
  const x = wide ? 5 : 7;
  const w = 32 - 2 * x;
  const body = c.linear(
    [dark(pic.color, 0.25), light(pic.color, 0.2), pic.color, dark(pic.color, 0.3)],
    x,
    0,
    x + w,
    0,
  );
  const outline =
    pic.kind === 'bag'
      ? `M${x} 4.2h${w}l-.6 3v18.6l.6 3H${x}l.6-3V7.2z`
      : `M${x + 0.4} 3h${w - 0.8}l.4 2.6V27.4c0 1.4-1.2 2.6-2.6 2.6H${x + 2.6}c-1.4 0-2.6-1.2-2.6-2.6V5.6z`;
  const out = [path(outline, body)];
  if (pic.kind === 'bag') {
    const crimp = dark(pic.color, 0.3);
    const ridges = ` stroke="${light(pic.color, 0.3)}" stroke-width=".3" stroke-dasharray=".5 .7"`;
    out.push(rect(x, 3.6, w, 2.2, 0.3, crimp), rect(x, 26.6, w, 2.2, 0.3, crimp));
    out.push(path(`M${x} 4.7h${w}M${x} 27.7h${w}`, 'none', ridges));
  } else {
    out.push(rect(x + 0.4, 3, w - 0.8, 2.4, 0.4, dark(pic.color, 0.25)));
  }
  out.push(rect(x + 1, 6.5, 1, 18, 0.5, '#ffffff', ' fill-opacity=".35"'));
  const bottom = pic.kind === 'bag' ? 25.6 : 28.4;
  let text: Box = { x: x + 2.2, y: 6.6, w: w - 4.4, h: bottom - 6.6 };
  if (pic.food) {
    const win: Box = { x: x + 3, y: 17.6, w: w - 6, h: bottom - 18.2 };
    const shape = `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" rx="2.4"/>`;
    out.push(rect(win.x - 0.4, win.y - 0.4, win.w + 0.8, win.h + 0.8, 2.8, light(pic.color, 0.6)));
    out.push(rect(win.x, win.y, win.w, win.h, 2.4, '#f6efe2'));
    out.push(c.clip(shape, foodFill(c, pic.food, win.x, win.y, win.w, win.h)));
    out.push(
      rect(win.x + 0.8, win.y + 0.6, win.w - 1.6, 0.7, 0.35, '#ffffff', ' fill-opacity=".5"'),
    );
    text = { x: x + 2.2, y: 6.6, w: w - 4.4, h: 10.4 };
  }
  out.push(
    label(
      c,
      text,
      { ...pic, food: undefined },
      {
        first: 3.2,
        rest: 2.4,
        background: pic.color,
        emoji: 7,
        bandColor: pic.accent ?? light(pic.color, 0.85),
      },
    ),
  );
  return out.join('');
}
