// What the patient reads above the questions (issue 25, docs/scores.md#patient-instructions), on a phone against the
// real server: a PHQ-9 copy sent in French and in English shows the instrument's official stem under the practitioner's
// message and above the items, as the form's description, with no score, band or alert; in Dutch, where the instruments
// are not offered, a practitioner's own template shows its patient instructions with their line breaks. axe on each.
import type { Locator } from '@playwright/test';
import { instrumentVersion } from '@praxiform/domain';
import { trpcCall } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { instrumentCopy, instrumentOriginals, sendAsLink } from './support/instruments-api';
import { createPatient } from './support/patients-api';
import { practitioner, uniqueName } from './support/templates-api';

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const MESSAGE = { fr: 'Merci de remplir ce questionnaire avant jeudi.', en: 'Please fill this in before Thursday.' } as const;

/** The top of `below` is under the bottom of `above` on the page. */
async function expectAbove(above: Locator, below: Locator): Promise<void> {
  const [a, b] = await Promise.all([above.boundingBox(), below.boundingBox()]);
  expect(a && b, 'both are laid out').toBeTruthy();
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y);
}

for (const language of ['fr', 'en'] as const) {
  test(`a PHQ-9 copy sent in ${language} shows the official stem above the questions`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const version = instrumentVersion('phq9', language)!;
    const { token } = await practitioner(request, `stem-${language}`);
    const patient = await createPatient(request, token, {
      firstName: 'Jeanne',
      lastName: 'Morel',
      email: `jeanne.morel.${Date.now().toString(36)}@example.org`,
    });
    const templateId = await instrumentCopy(request, token, 'phq9', language);
    const url = await sendAsLink(request, token, { patientId: patient.id, templateId, language, instructions: MESSAGE[language] });

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: version.name })).toBeVisible();
    const message = page.getByText(MESSAGE[language], { exact: true });
    const stem = page.getByText(version.instructions, { exact: true });
    await expect(message).toBeVisible();
    await expect(stem).toBeVisible();
    // The form is described by the stem; the stem sits between the practitioner's message and the first item.
    await expect(page.getByRole('form', { name: version.name })).toHaveAccessibleDescription(version.instructions);
    await expect(page.getByRole('radiogroup').first()).toHaveAccessibleName(new RegExp(`^${version.fields[0]!.title}`));
    const firstItem = page.getByText(version.fields[0]!.title).first();
    await expectAbove(message, stem);
    await expectAbove(stem, firstItem);
    // Calm, not an alert; and nothing of the scoring reaches the patient.
    await expect(page.getByRole('alert')).toHaveCount(0);
    for (const band of version.bands) await expect(page.getByText(band.label)).toHaveCount(0);
    // Readable on the smallest phone: no horizontal scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await stem.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h3-stem-${language}-360.png` });
    await page.screenshot({ path: `/tmp/h3-stem-${language}-360-full.png`, fullPage: true });
  });
}

test('in Dutch, where the instruments are not offered, a practitioner’s own template shows its patient instructions', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await practitioner(request, 'stem-nl');
  expect(await instrumentOriginals(request, token, 'phq9', 'nl')).toEqual([]);
  const patientInstructions = 'Denk bij elke vraag aan de afgelopen week.\nEr zijn geen goede of foute antwoorden.';
  const name = uniqueName('Slaapdagboek');
  const { template } = await trpcCall<{ template: { id: number } }>(
    request,
    'templates.create',
    {
      name,
      type: 'suivi',
      category: 'psychiatry',
      description: 'Korte vragenlijst over de slaap.',
      language: 'nl',
      scoringEnabled: false,
      patientInstructions,
      fields: [
        {
          id: 'sleep',
          type: 'radio',
          title: 'Hoe hebt u geslapen?',
          required: true,
          practitionerOnly: false,
          options: [
            { id: 'sleep-good', label: 'Goed', children: [] },
            { id: 'sleep-bad', label: 'Slecht', children: [] },
          ],
        },
        { id: 'notes', type: 'textarea', title: 'Opmerkingen', required: false, practitionerOnly: false },
      ],
    },
    token,
  );
  const patient = await createPatient(request, token, {
    firstName: 'Bram',
    lastName: 'Peeters',
    email: `bram.${Date.now().toString(36)}@example.org`,
  });
  const url = await sendAsLink(request, token, { patientId: patient.id, templateId: template.id, language: 'nl' });

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const form = page.getByRole('form', { name });
  await expect(form).toHaveAccessibleDescription(patientInstructions.replace('\n', ' '));
  // Shown as two lines, as the practitioner typed them, above the question.
  const stem = page.getByText('Denk bij elke vraag aan de afgelopen week.');
  await expect(stem).toBeVisible();
  expect(await stem.evaluate((element) => (element as HTMLElement).innerText)).toBe(patientInstructions);
  await expectAbove(stem, page.getByRole('radiogroup', { name: /Hoe hebt u geslapen/ }));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3-stem-nl-360.png' });
});
