import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

const axeSource = fs.readFileSync(
  path.join(path.dirname(require.resolve('axe-core/package.json')), 'axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Serious and critical axe-core violations on the current page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the store's CSP rightly refuses injected <script>s.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.map((n) => JSON.stringify(n.target)).join(', ');
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
      return `${v.impact} ${v.id}: ${v.help} at ${where}. ${why}`;
    });
}

/** How far the page scrolls sideways beyond the viewport (0 means it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** How far an element's own content scrolls sideways inside it (0 means it fits). */
export async function innerOverflow(element: Locator): Promise<number> {
  return element.evaluate((el) => el.scrollWidth - el.clientWidth);
}

export interface PictureFit {
  src: string;
  /** cut by object-fit cover to another shape, or its box sticks out of its (clipping) holder */
  clipped: boolean;
  /** the drawn picture's smallest gap to its holder's edges, as a share of the holder's width */
  margin: number;
}

/** How each loaded picture inside `items` sits in the element holding it. */
export async function pictureFits(items: Locator): Promise<PictureFit[]> {
  return items.evaluateAll((elements) =>
    elements
      .flatMap((el) => [...el.querySelectorAll('img')])
      .filter((img) => img.complete && img.naturalWidth > 0)
      .map((img) => {
        const box = img.getBoundingClientRect();
        const holder = img.parentElement!.getBoundingClientRect();
        const style = getComputedStyle(img);
        const px = (value: string) => parseFloat(value) || 0;
        const content = {
          left: box.left + px(style.paddingLeft),
          top: box.top + px(style.paddingTop),
          width: box.width - px(style.paddingLeft) - px(style.paddingRight),
          height: box.height - px(style.paddingTop) - px(style.paddingBottom),
        };
        const ratio = img.naturalWidth / img.naturalHeight;
        const cover = style.objectFit === 'cover';
        const fitted =
          cover === content.width / content.height > ratio
            ? { width: content.width, height: content.width / ratio }
            : { width: content.height * ratio, height: content.height };
        const drawn = {
          left: content.left + (content.width - fitted.width) / 2,
          top: content.top + (content.height - fitted.height) / 2,
          right: content.left + (content.width + fitted.width) / 2,
          bottom: content.top + (content.height + fitted.height) / 2,
        };
        const outside =
          box.left < holder.left - 1 ||
          box.top < holder.top - 1 ||
          box.right > holder.right + 1 ||
          box.bottom > holder.bottom + 1;
        const cropped = cover && Math.abs(content.width / content.height - ratio) > 0.01;
        const gap = Math.min(
          drawn.left - holder.left,
          drawn.top - holder.top,
          holder.right - drawn.right,
          holder.bottom - drawn.bottom,
        );
        return { src: img.src, clipped: outside || cropped, margin: gap / holder.width };
      }),
  );
}
