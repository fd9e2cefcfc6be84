import { type Canvas, ellipse, path, rect } from '../canvas';
import { dark, light } from '../color';
import { label } from '../label';
import type { Picture } from '../types';

/** Open egg carton: the lid (with the label) behind two rows of eggs; `kind` 'quail' is speckled. */
export function eggs(c: Canvas, pic: Picture): string {
  const quail = pic.kind === 'quail';
  const shell = pic.accent ?? '#f3d2ae';
  const egg = c.radialBox([light(shell, 0.6), shell, dark(shell, 0.18)]);
  const lid = c.linear([light(pic.color, 0.25), pic.color], 0, 2, 0, 14);
  const trayFill = c.linear([light(pic.color, 0.1), dark(pic.color, 0.2)], 0, 18, 0, 29);
  const per = quail ? 4 : 3;
  const step = 22 / per;
  const rows: string[] = [];
  for (const [cy, r] of [
    [15.4, 0.92],
    [18.6, 1],
  ] as const) {
    for (let i = 0; i < per; i++) {
      const cx = 5 + step / 2 + i * step;
      const rx = (quail ? 2.3 : 3.2) * r;
      rows.push(ellipse(cx, cy, rx, rx * 1.22, egg));
      rows.push(
        ellipse(
          cx - rx * 0.4,
          cy - rx * 0.55,
          rx * 0.18,
          rx * 0.28,
          '#ffffff',
          ' fill-opacity=".6"',
        ),
      );
      if (quail) {
        rows.push(
          [
            [-0.8, 0.3],
            [0.7, -0.6],
            [0.4, 1.2],
            [-0.3, 2],
          ]
            .map(([dx, dy]) => ellipse(cx + dx!, cy + dy!, 0.45, 0.35, '#6b4a34'))
            .join(''),
        );
      }
    }
  }
  return [
    rect(3.4, 2.4, 25.2, 12.4, 1.6, lid),
    rect(5, 3.8, 22, 9.6, 1, light(pic.color, 0.75)),
    label(c, { x: 5.8, y: 4.4, w: 20.4, h: 8.4 }, pic, {
      first: 3,
      rest: 2.3,
      background: light(pic.color, 0.75),
      color: dark(pic.color, 0.45),
    }),
    rows.join(''),
    path(`M3 19.6h26l-1 8.4a1.4 1.4 0 0 1-1.4 1.2H5.4A1.4 1.4 0 0 1 4 28z`, trayFill),
    path(
      `M5 19.6${Array.from({ length: per }, () => `q${step / 2} 2.4 ${step} 0`).join('')}`,
      'none',
      ` stroke="${light(pic.color, 0.35)}" stroke-width=".6"`,
    ),
  ].join('');
}
