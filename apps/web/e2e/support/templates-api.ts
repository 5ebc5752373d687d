// Templates for the templates and market browser tests: a practitioner ready to use the app, and a small template created through tRPC.
import type { APIRequestContext, Page } from '@playwright/test';
import { readyAccount, trpcCall, type TAuthAccount } from './auth-accounts';
import { backPainQuestion } from '../../src/test/back-pain-question';

export type TPractitioner = { account: TAuthAccount; token: string };

export function practitioner(request: APIRequestContext, tag: string): Promise<TPractitioner> {
  return readyAccount(request, tag);
}

/** A radio field whose "Oui" option reveals a conditional text field. */
export const FIELDS_WITH_CONDITION = [
  backPainQuestion({ prefix: 'pain-', whereRequired: false }),
  { id: 'notes', type: 'textarea', title: 'Remarques', required: false, practitionerOnly: false },
];

export async function createTemplate(request: APIRequestContext, token: string, name: string): Promise<{ id: number; name: string }> {
  const { template } = await trpcCall<{ template: { id: number; name: string } }>(
    request,
    'templates.create',
    {
      name,
      type: 'anamnese',
      category: 'orthopedics',
      description: 'Anamnèse courte du dos, pour la première consultation.',
      language: 'fr',
      scoringEnabled: false,
      fields: FIELDS_WITH_CONDITION,
    },
    token,
  );
  return template;
}

/** A unique, searchable template name. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const SCREENS = 'test-results/screens';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Full-page screenshots at desktop and phone widths, into test-results/screens/<name>-<device>.png. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SCREENS}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
