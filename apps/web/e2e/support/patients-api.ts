// Helpers of the patients and waiting-room browser tests: a scored template, patients over tRPC, the public form's REST submit.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { trpcCall } from './auth-accounts';

/** Two scored questions (0/5/10 and 2/7/10 points): "Forte" + "Bien" scores 12 / 20. */
export const SCORED_FIELDS = [
  {
    id: 'pain',
    type: 'radio',
    title: 'Intensité de la douleur',
    required: true,
    practitionerOnly: false,
    options: [
      { id: 'pain-none', label: 'Aucune', points: 0, children: [] },
      { id: 'pain-mild', label: 'Modérée', points: 5, children: [] },
      { id: 'pain-strong', label: 'Forte', points: 10, children: [] },
    ],
  },
  {
    id: 'sleep',
    type: 'radio',
    title: 'Qualité du sommeil',
    required: true,
    practitionerOnly: false,
    options: [
      { id: 'sleep-good', label: 'Bien', points: 2, children: [] },
      { id: 'sleep-fair', label: 'Moyen', points: 7, children: [] },
      { id: 'sleep-bad', label: 'Mal', points: 10, children: [] },
    ],
  },
  { id: 'comment', type: 'textarea', title: 'Commentaire', required: false, practitionerOnly: false },
];

export const SCORED_ANSWERS = { pain: 'pain-strong', sleep: 'sleep-good', comment: 'Surtout le matin.' };
export const SCORED_RESULT = '12 / 20';

export async function createScoredTemplate(request: APIRequestContext, token: string, name: string): Promise<{ id: number; name: string }> {
  const { template } = await trpcCall<{ template: { id: number; name: string } }>(
    request,
    'templates.create',
    {
      name,
      type: 'bilan',
      category: 'orthopedics',
      description: 'Bilan court de la douleur.',
      language: 'fr',
      scoringEnabled: true,
      fields: SCORED_FIELDS,
    },
    token,
  );
  return template;
}

export async function createPatient(
  request: APIRequestContext,
  token: string,
  patient: { firstName: string; lastName: string; email: string; phone?: string; address?: string; notes?: string },
): Promise<{ id: number }> {
  const { patient: created } = await trpcCall<{ patient: { id: number } }>(
    request,
    'patients.create',
    { ...patient, preferredLanguage: 'fr' },
    token,
  );
  return created;
}

/** The token of a form link (…/fr/form/<token>). */
export function linkToken(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

/** What the public form page sends (POST /api/public-forms/{token}). */
export async function submitThroughApi(request: APIRequestContext, url: string, answers: Record<string, unknown>): Promise<void> {
  const answer = await request.post(`/api/public-forms/${linkToken(url)}`, { data: { answers, consent: true } });
  if (answer.status() !== 201) throw new Error(`public form answered ${answer.status()}: ${await answer.text()}`);
}

/** The first bytes of a downloaded file. */
export async function downloadHead(download: Download, bytes = 5): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, bytes).toString('latin1');
}

const SCREENS = 'test-results/screens';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** Full-page shots at desktop and phone widths, plus what a phone shows first (test-results/screens/<name>-<device>[-top].png). */
export async function screens(page: Page, name: string): Promise<void> {
  const current = page.viewportSize() ?? VIEWPORTS.desktop;
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SCREENS}/${name}-${device}.png`, fullPage: true });
    if (device === 'phone') await page.screenshot({ path: `${SCREENS}/${name}-${device}-top.png` });
  }
  await page.setViewportSize(current);
}
