import { type Canvas, ellipse, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

const streaks = (d: string, color: string, width: number): string =>
  path(d, 'none', ` stroke="${color}" stroke-width="${width}" stroke-linecap="round"`);

/** What lies in the tray, drawn between y 7 and 21. */
function contents(c: Canvas, kind: string | undefined): string {
  switch (kind) {
    case 'ribeye': {
      const meat = c.radial(['#e0505a', '#b8273a', '#8c1a2c'], 14, 12, 12);
      return (
        path(
          'M5.5 14.5C5.3 9.6 10.4 7 16 7.3c6 .3 10.8 2.6 10.5 7.2-.3 4.3-5.6 6.4-11 6.1-5.6-.3-9.8-1.9-10-6.1z',
          '#f6e3d3',
        ) +
        path(
          'M7 14.4c0-4 4.2-6 9-5.8 5 .2 9 2 8.8 5.8-.2 3.4-4.6 5-9.2 4.8C10.9 19 7 17.6 7 14.4z',
          meat,
        ) +
        ellipse(17, 13.6, 3, 2, '#f2cfc4') +
        streaks('M10 12.5l3 1.5M20 11.5l2.5 2M11 16.5l3-.8M19 17l3-1.5', '#f3c6c0', 0.5)
      );
    }
    case 'ground-beef': {
      const meat = c.radial(['#ea6b6e', '#c7404a', '#9c2634'], 14, 11, 13);
      const dots = [8, 11, 14, 17, 20, 23]
        .map((x, i) => ellipse(x, 12 + (i % 3) * 2.2, 0.7, 0.5, '#f5b5b3'))
        .join('');
      return (
        path('M4.5 20c0-7.6 5-12.4 11.5-12.4S27.5 12.4 27.5 20z', meat) +
        dots +
        [9.5, 15.5, 21.5].map((x, i) => ellipse(x, 16.4 + (i % 2), 0.7, 0.5, '#7f1d2a')).join('')
      );
    }
    case 'chicken-breast': {
      const meat = c.radial(['#fbe1d6', '#f2b9a6', '#e39a86'], 12, 11, 12);
      return (
        path('M4.5 16c0-4.5 3.6-7.6 7.4-7.6s5.3 3.2 4.6 6.6-2.6 6-6 6c-3.6 0-6-2-6-5z', meat) +
        path(
          'M15.5 15.4c0-4.5 3.8-7.2 7.4-7s4.8 3.4 4.3 6.8-2.8 5.7-6 5.7c-3.4 0-5.7-2.2-5.7-5.5z',
          meat,
        ) +
        streaks('M8 12c1.5-1.4 3.6-1.6 5-.6M19 11.6c1.6-1.3 3.6-1.3 5-.2', '#ffffff', 0.6)
      );
    }
    case 'drumsticks': {
      const meat = c.radial(['#fbe1d6', '#f0b49f', '#dc8e78'], 14, 12, 12);
      const stick = (x: number, a: number): string =>
        `<g transform="rotate(${a} ${x} 15)">${rect(x - 0.8, 7.6, 1.6, 6, 0.8, '#e6d5b8')}${ellipse(x - 0.9, 7.6, 1.2, 1, '#e6d5b8')}${ellipse(x + 0.9, 7.6, 1.2, 1, '#e6d5b8')}${ellipse(x, 15.6, 3.4, 4.6, meat)}</g>`;
      return stick(9.5, -25) + stick(16, 0) + stick(22.5, 25);
    }
    case 'turkey-slices': {
      const slice = c.linear(['#f8eadb', '#ecd1b5'], 0, 7, 0, 21);
      return (
        [7, 12, 17, 22]
          .map((x) => ellipse(x + 2, 14, 5.6, 5.6, slice, ` stroke="#d9b48d" stroke-width=".5"`))
          .join('') + streaks('M20 11.5c1.2-.6 2.5-.6 3.7 0', '#ffffff', 0.6)
      );
    }
    case 'whole-chicken': {
      const skin = c.radial(['#fde6d8', '#f3c2aa', '#dd9c80'], 14, 10, 13);
      const leg = (x: number, a: number): string =>
        `<g transform="rotate(${a} ${x} 12)">${ellipse(x, 12, 2.6, 4.2, skin)}${ellipse(x, 7.4, 1.1, 1, '#f7efe2')}</g>`;
      return (
        ellipse(6.6, 16.6, 3.4, 2.2, skin, ' transform="rotate(-30 6.6 16.6)"') +
        ellipse(25.4, 16.6, 3.4, 2.2, skin, ' transform="rotate(30 25.4 16.6)"') +
        ellipse(16, 15.4, 9.6, 5.8, skin) +
        leg(13.4, -14) +
        leg(18.6, 14) +
        ellipse(9.6, 14.6, 2.4, 1.1, '#ffffff', ' fill-opacity=".45"')
      );
    }
    case 'pork-chops':
    case 'lamb-chops': {
      const lamb = kind === 'lamb-chops';
      const meat = c.radial(
        lamb ? ['#e06a70', '#b83545', '#8c2232'] : ['#fbd3c8', '#f0a898', '#d98474'],
        14,
        12,
        12,
      );
      const chop = (x: number, a: number): string =>
        `<g transform="rotate(${a} ${x} 14)">${ellipse(x, 14, 6, 5, '#f8ebe0')}${ellipse(x - 0.4, 14.2, 5, 4, meat)}${lamb ? rect(x + 4.4, 12.8, 6, 1.8, 0.9, '#f7efe2') : ellipse(x + 3.8, 12.6, 1, 2, '#f7efe2')}</g>`;
      return chop(10, -15) + chop(19, 10);
    }
    case 'calamari': {
      const ring = ' stroke="#f2d9a6" stroke-width="2.2"';
      const rings: [number, number][] = [
        [9, 12],
        [15, 10],
        [21, 12],
        [12, 16.5],
        [19, 16.5],
        [25, 16],
      ];
      return (
        rings.map(([x, y]) => ellipse(x, y, 2.6, 2.2, 'none', ring)).join('') +
        rings
          .map(([x, y]) =>
            path(
              `M${x - 1.8} ${y - 1.2}q1.2-1 2.6-.6`,
              'none',
              ' stroke="#ffffff" stroke-width=".5"',
            ),
          )
          .join('')
      );
    }
    case 'salmon': {
      const fish = c.linear(['#ffab7c', '#f47c4c', '#de5f34'], 0, 8, 0, 21);
      return (
        path(
          'M4 17c2-6 8-9 15-9 4.5 0 7.8 1.6 8.6 4.4.7 2.8-1.9 5.6-7 7.2-5 1.5-11 1.1-16.6-2.6z',
          fish,
        ) + streaks('M9 11.4l3 7M13 9.6l3.2 9M17.4 8.6l3 9.8M21.6 8.8l2.4 9', '#ffd9c4', 0.5)
      );
    }
    default: {
      const fish = c.linear(['#ffffff', '#f1ebe1', '#ddd3c4'], 0, 8, 0, 21);
      return (
        path(
          'M4 16.6c2.4-5.6 8-8.6 14.8-8.6 4.8 0 8.2 1.7 8.8 4.6.6 2.8-2.3 5.6-7.4 7-5 1.4-10.6 1-16.2-3z',
          fish,
        ) +
        streaks(
          'M10 11.4c1 2.4 1 4.6 0 7M14.6 10c1.2 2.8 1.2 5.6 0 8.6M19.4 9.4c1 2.8 1 5.8 0 8.8',
          '#d5cab8',
          0.5,
        )
      );
    }
  }
}

/** Meat or fish in a foam tray under film, with a price-sticker style label. */
export function tray(c: Canvas, pic: Picture): string {
  const foam = pic.accent ?? '#f4f4f6';
  const trayFill = c.linear([light(foam, 0.2), dark(foam, 0.15)], 0, 17, 0, 29);
  const film = c.linear(
    [
      [0, '#ffffff'],
      [0.5, '#ffffff'],
      [1, '#e8f2ff'],
    ],
    0,
    6,
    0,
    22,
  );
  return [
    path('M2.2 16.2h27.6l-1.6 11.4a1.6 1.6 0 0 1-1.6 1.4H5.4a1.6 1.6 0 0 1-1.6-1.4z', trayFill),
    rect(2, 15.4, 28, 1.6, 0.8, dark(foam, 0.1)),
    contents(c, pic.kind),
    rect(3, 6.2, 26, 16, 3, film, ' fill-opacity=".22"'),
    path(
      'M6 8.5c4-1.4 9-1.6 12-.8',
      'none',
      ' stroke="#ffffff" stroke-width=".9" stroke-linecap="round" stroke-opacity=".85"',
    ),
    rect(5.2, 20.4, 21.6, 7.4, 1, '#ffffff'),
    rect(5.2, 20.4, 2.2, 7.4, 1, pic.color),
    label(c, { x: 8.2, y: 21.2, w: 17.8, h: 5.8 }, pic, {
      first: 2.8,
      rest: 2.2,
      background: '#ffffff',
      color: dark(pic.color, 0.2),
    }),
  ].join('');
}
