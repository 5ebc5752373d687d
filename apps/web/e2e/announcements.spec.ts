// The announcements banner on the real server (docs/announcements-api.md): the administrator publishes two
// announcements through tRPC, an English-speaking practitioner sees them above the page in English (the one written
// only in French shows in French), dismisses one, and it stays gone after a reload while the other stays. axe on the
// page with the banner, no horizontal scroll at 360 px, screenshots.
import { expectNoAxeViolations } from './support/axe';
import { loginToken, trpcCall } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { ADMINISTRATOR, signInAs } from './support/session';
import { practitioner, uniqueName } from './support/templates-api';

type TCreated = { announcement: { id: number } };

test('an announcement shows in my language, and a dismissed one stays gone after a reload', async ({ page, request }) => {
  test.setTimeout(60_000);
  const adminToken = await loginToken(request, ADMINISTRATOR);
  const me = await practitioner(request, 'announce');
  await trpcCall(request, 'profile.setLanguage', { language: 'en' }, me.token);

  const warningTitle = uniqueName('Maintenance tonight');
  const infoTitle = uniqueName('Nouveaux modèles');
  const ids: number[] = [];
  try {
    const warning = await trpcCall<TCreated>(
      request,
      'admin.announcements.create',
      {
        title: `Maintenance ce soir ${warningTitle}`,
        body: 'Le service sera coupé de 22 h à 23 h.',
        titleEn: warningTitle,
        bodyEn: 'The service will be down from 10 pm to 11 pm.',
        level: 'warning',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3600_000).toISOString(),
      },
      adminToken,
    );
    ids.push(warning.announcement.id);
    const info = await trpcCall<TCreated>(
      request,
      'admin.announcements.create',
      { title: infoTitle, body: 'Dix nouveaux modèles dans le marché.', level: 'info', startsAt: new Date(Date.now() - 60_000).toISOString() },
      adminToken,
    );
    ids.push(info.announcement.id);

    await signInAs(page, page.context().request, me.account);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/home');
    const banner = page.getByRole('region', { name: text('en', 'common', 'announcements.label') });
    await expect(banner.getByText(warningTitle)).toBeVisible();
    await expect(banner.getByText('The service will be down from 10 pm to 11 pm.')).toBeVisible();
    // Not translated: the French shows.
    await expect(banner.getByText(infoTitle)).toBeVisible();
    await expect(banner.getByText('Dix nouveaux modèles dans le marché.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/announcements-desktop.png', fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await expect(banner.getByText(warningTitle)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/announcements-phone.png', fullPage: true });

    await page.getByRole('button', { name: fill(text('en', 'common', 'announcements.dismiss'), { title: warningTitle }) }).click();
    await expect(banner.getByText(warningTitle)).toHaveCount(0);
    await expect(banner.getByText(infoTitle)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: text('en', 'common', 'announcements.label') }).getByText(infoTitle)).toBeVisible();
    await expect(page.getByText(warningTitle)).toHaveCount(0);
  } finally {
    // Announcements are global: leave none behind for the other browser tests.
    for (const id of ids) await trpcCall(request, 'admin.announcements.delete', { id }, adminToken);
  }
});
