// The plans' comparison on the pricing page (issue 26, item 7b). On a phone (390 px) the table is wider than the
// screen and scrolls sideways: its scroll container is a region named by the section's heading, which Tab reaches and
// the arrow keys scroll, with a hint saying it scrolls; axe finds nothing (scrollable-region-focusable among others).
// At 1280 px it fits: no scrolling, no extra tab stop, no hint. Screenshots: /tmp/f26-pricing-*.png.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';

const comparison = (page: Page): Locator => page.getByRole('region', { name: text('fr', 'pricing', 'comparison.title') });
const scrolls = (region: Locator) => region.evaluate((element) => element.scrollWidth > element.clientWidth);

/** Tabs from the top of the page until the focus is in the region, or gives up after a page's worth of stops. */
async function tabTo(page: Page, region: Locator): Promise<boolean> {
  await page.locator('body').focus();
  for (let stop = 0; stop < 80; stop += 1) {
    await page.keyboard.press('Tab');
    if (await region.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

test('the comparison table at 390 px scrolls sideways by keyboard and is axe clean; at 1280 px it fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/subscription/pricing');
  const region = comparison(page);
  // The local Stripe's amounts: the widest table (price, monthly equivalent, saving).
  await expect(region.getByRole('table')).toContainText(text('fr', 'pricing', 'comparison.rows.savings'));
  await expect.poll(() => scrolls(region)).toBe(true);
  // The page itself does not scroll sideways; the hint says the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(region).toHaveAccessibleDescription(text('fr', 'pricing', 'comparison.scrollHint'));
  await expect(page.getByText(text('fr', 'pricing', 'comparison.scrollHint'))).toBeVisible();

  expect(await tabTo(page, region)).toBe(true);
  await region.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/f26-pricing-390-focused.png' });
  for (let press = 0; press < 8; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/f26-pricing-390-scrolled.png' });
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/f26-pricing-390.png', fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => scrolls(region)).toBe(false);
  await expect(region).not.toHaveAttribute('tabindex');
  await expect(page.getByText(text('fr', 'pricing', 'comparison.scrollHint'))).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/f26-pricing-1280.png', fullPage: true });
});
