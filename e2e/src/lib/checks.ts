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
