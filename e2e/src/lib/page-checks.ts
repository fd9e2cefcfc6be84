import type { Page } from 'playwright-core';
import { horizontalOverflow, seriousA11yViolations } from './checks';

export interface CheckedPage {
  path: string;
  /** waits until the page shows its real content (not a spinner) */
  ready: (page: Page) => Promise<void>;
}

async function visit(page: Page, target: CheckedPage): Promise<void> {
  await page.goto(target.path);
  await target.ready(page);
  await page.waitForLoadState('networkidle');
}

/** axe-core on one page: its serious and critical violations. */
export async function a11yViolations(page: Page, target: CheckedPage): Promise<string[]> {
  await visit(page, target);
  return seriousA11yViolations(page);
}

/** Sideways overflow of one page in this (phone-sized) page; 0 or less: no horizontal scroll. */
export async function phoneOverflow(page: Page, target: CheckedPage): Promise<number> {
  await visit(page, target);
  return horizontalOverflow(page);
}
