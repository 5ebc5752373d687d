// Sign-in steps through the pages themselves, in the words of the French (or given) translation files.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { text } from './i18n';

type TLocale = 'fr' | 'en' | 'nl';

export function authText(key: string, locale: TLocale = 'fr'): string {
  return text(locale, 'auth', key);
}

/** Fills the login form and submits it; the caller checks where it leads. */
export async function submitLogin(page: Page, credentials: { email: string; password: string }, locale: TLocale = 'fr'): Promise<void> {
  await page.getByLabel(authText('fields.email', locale), { exact: true }).fill(credentials.email);
  await page.getByLabel(authText('fields.password', locale), { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: authText('login.submit', locale), exact: true }).click();
}

export async function expectDashboard(page: Page, locale: TLocale = 'fr'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'common', 'pages.Dashboard'));
}

const SCREENS = path.resolve(import.meta.dirname, '../../test-results/screens');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Full-page screenshots at desktop and phone sizes into test-results/screens/auth-<name>-<size>.png. */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  const initial = page.viewportSize();
  for (const [device, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENS, `auth-${name}-${device}.png`), fullPage: true });
  }
  if (initial) await page.setViewportSize(initial);
}
