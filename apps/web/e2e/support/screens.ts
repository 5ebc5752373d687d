// What the screen-checking browser tests share: filling a translation's {{placeholders}}, matching a text whatever its
// spaces (French typography puts no-break ones), and screenshots at desktop width and at 360 px.
import { expect, type Page } from '@playwright/test';

/** A translation with its {{name}} placeholders filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A text of the page as a pattern that accepts any kind of space. */
export const loose = (value: string) =>
  new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]+/g, '[\\s\\u00a0\\u202f]+'));

/** Full-page screenshots into `dir`, at desktop width and at 360 px, where the page must not scroll sideways. */
export function screenshotsInto(dir: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    // From the top: a full-page shot of a scrolled page draws the sticky header over the content.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.waitForTimeout(150);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${dir}/${name}-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}

/** The two sizes the profile and form tests look at. */
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Full-page screenshots into `dir` at desktop and phone sizes, `<name>-desktop.png` and `<name>-phone.png`. */
export function screenshotsAtBothSizes(dir: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    for (const [device, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${dir}/${name}-${device}.png`, fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  };
}
