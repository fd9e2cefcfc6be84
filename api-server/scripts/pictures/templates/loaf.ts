import { type Canvas, ellipse, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** The bread itself, between y 4 and 23; `crust` is its colour. */
function bread(c: Canvas, kind: string | undefined, crust: string): string {
  const fill = c.radial([light(crust, 0.35), crust, dark(crust, 0.3)], 13, 9, 16);
  const score = ` stroke="${light(crust, 0.55)}" stroke-width="1" stroke-linecap="round"`;
  if (kind === 'boule') {
    return (
      path(
        'M3.5 21c0-8 5.6-14 12.5-14s12.5 6 12.5 14c0 1.2-1 2-2.2 2H5.7c-1.2 0-2.2-.8-2.2-2z',
        fill,
      ) +
      path(
        'M9 12.5c2.5 2 5 2.6 7.5 2.4M11.5 9.6c3.6 2.6 7.4 3 11 1.8M15 17.4c2.6.4 5.4 0 8-1.4',
        'none',
        score,
      ) +
      [
        [8, 18],
        [13, 11],
        [20, 19],
        [24, 13],
      ]
        .map(([x, y]) => ellipse(x!, y!, 1.4, 0.6, '#ffffff', ' fill-opacity=".45"'))
        .join('')
    );
  }
  if (kind === 'rye') {
    const seeds = [
      [8, 13],
      [11, 10.5],
      [14, 14],
      [17, 11],
      [20, 13.6],
      [23, 11.4],
      [10, 17],
      [16, 17.6],
      [22, 17],
    ]
      .map(([x, y], i) =>
        ellipse(
          x!,
          y!,
          0.9,
          0.45,
          i % 2 ? '#f3e6c4' : '#3a2a1a',
          ` transform="rotate(${i * 40} ${x} ${y})"`,
        ),
      )
      .join('');
    return (
      path(
        'M3.5 15.6C3.5 10.4 9 7.6 16 7.6s12.5 2.8 12.5 8c0 4.6-5.2 7.4-12.5 7.4S3.5 20.2 3.5 15.6z',
        fill,
      ) + seeds
    );
  }
  // A sandwich loaf shows its cut end: crust around a pale crumb, in a clear bag.
  const crumb = c.radial([light(crust, 0.8), light(crust, 0.62), light(crust, 0.45)], 14, 11, 14);
  const bag = c.linear(['#ffffff', '#eef3fb'], 0, 4, 0, 24);
  return (
    path(
      'M9 9.4c0-2.6 2-4.4 4.6-4.4 1.2 0 1.8.4 3.2.4s2-.4 3.2-.4c2.6 0 4.6 1.8 4.6 4.4 0 1.6-.8 2.6-1.8 3.2V23H10.8V12.6C9.8 12 9 11 9 9.4z',
      fill,
      ' transform="translate(3 0)"',
    ) +
    path(
      'M5 9.4C5 6.8 7 5 9.6 5c1.2 0 1.8.4 3.2.4s2-.4 3.2-.4c2.6 0 4.6 1.8 4.6 4.4 0 1.6-.8 2.6-1.8 3.2V23H6.8V12.6C5.8 12 5 11 5 9.4z',
      fill,
    ) +
    path(
      'M6.4 9.5c0-1.8 1.4-3.1 3.3-3.1.9 0 1.6.4 3.1.4s2.2-.4 3.1-.4c1.9 0 3.3 1.3 3.3 3.1 0 1.2-.6 2-1.6 2.5v9.6H8v-9.6c-1-.5-1.6-1.3-1.6-2.5z',
      crumb,
    ) +
    rect(3.8, 4, 24.4, 19.4, 3.4, bag, ' fill-opacity=".3"') +
    rect(5.2, 6, 0.9, 15, 0.45, '#ffffff', ' fill-opacity=".6"')
  );
}

/** A loaf over a paper band naming it: `kind` 'boule' (sourdough), 'rye', or a bagged sandwich loaf. */
export function loaf(c: Canvas, pic: Picture): string {
  return [
    ellipse(16, 23.4, 13, 1.4, '#000000', ' fill-opacity=".08"'),
    bread(c, pic.kind, pic.accent ?? '#c98a44'),
    rect(3, 22.6, 26, 7, 1.2, pic.color),
    rect(4, 23.2, 24, 0.7, 0.35, '#ffffff', ' fill-opacity=".35"'),
    label(c, { x: 4, y: 23.6, w: 24, h: 5.2 }, pic, { first: 3, rest: 2.2, background: pic.color }),
  ].join('');
}
