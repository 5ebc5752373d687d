// The listening lines after sending (issue 25, docs/scores.md#crisis-message), on a phone against the real server: a
// patient who answers PHQ-9 item 9 above 0 reads, under the thanks, a calm region with the French lines (3114, the
// Belgian French line, 112) as tap-to-call links; one who answers it 0 reads only the thanks, whatever the rest. axe.
import { instrumentVersion } from '@praxiform/domain';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { answerPhq9, instrumentCopy, sendAsLink } from './support/instruments-api';
import { createPatient } from './support/patients-api';
import { practitioner } from './support/templates-api';

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const crisis = (key: string) => text('fr', 'publicForm', `crisis.${key}`);

async function phq9Link(request: Parameters<typeof practitioner>[0], tag: string): Promise<string> {
  const { token } = await practitioner(request, tag);
  const patient = await createPatient(request, token, {
    firstName: 'Léa',
    lastName: 'Garnier',
    email: `lea.garnier.${Date.now().toString(36)}@example.org`,
  });
  const templateId = await instrumentCopy(request, token, 'phq9', 'fr');
  return sendAsLink(request, token, { patientId: patient.id, templateId, language: 'fr' });
}

test('item 9 answered above 0: the thanks, then the French listening lines to call', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto(await phq9Link(request, 'crisis-yes'));
  await expect(page.getByRole('heading', { level: 1, name: instrumentVersion('phq9', 'fr')!.name })).toBeVisible();
  await answerPhq9(page, [1, 0, 1, 1, 0, 0, 0, 0, 1]);

  const region = page.getByRole('region', { name: crisis('title') });
  await expect(region).toBeVisible();
  await expect(region).toContainText(crisis('text'));
  const call3114 = region.getByRole('link', { name: `${crisis('call')} 3114` });
  await expect(call3114).toHaveAttribute('href', 'tel:3114');
  await expect(call3114).toHaveAccessibleDescription(/France.*Numéro national de prévention du suicide/);
  await expect(region.getByRole('link', { name: `${crisis('call')} 0800 32 123` })).toHaveAttribute('href', 'tel:080032123');
  await expect(region.getByRole('link', { name: `${crisis('call')} 112` })).toHaveAttribute('href', 'tel:112');
  await expect(region).toContainText(crisis('emergency').replace('{{number}}', '112'));
  // Large enough to tap (WCAG 2.5.8 asks 24 px; the lines get a full button).
  for (const link of await region.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  // A message, not an alarm; no score, no band, no word of diagnosis.
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const band of instrumentVersion('phq9', 'fr')!.bands) await expect(page.getByText(band.label)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h3-crisis-fr-360.png', fullPage: true });
  await region.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h3-crisis-fr-360-region.png' });
});

test('item 9 answered 0: only the thanks, even with a high score', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto(await phq9Link(request, 'crisis-no'));
  // 16 points (a positive screen) but "Jamais" to item 9.
  await answerPhq9(page, [2, 2, 2, 2, 2, 2, 2, 2, 0]);
  await expect(page.getByRole('region', { name: crisis('title') })).toHaveCount(0);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
