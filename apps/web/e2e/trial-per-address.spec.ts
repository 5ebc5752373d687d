// One trial per address (docs/billing-api.md#one-trial-per-address) in the browser, on the real server: an account is
// registered, verified through the outbox and deleted; the same mailbox registers again (other case, a +tag), is
// verified and completes its profile; the welcome page then says why this account starts without a trial, with the
// plans as its main action; the banner says the same and no trial badge shows. axe and screenshots (1280 and 360 px).
import { freshAccount, loginToken, registerThroughApi, trpcCall, verifyThroughMail } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill, loose, screenshotsInto } from './support/screens';
import { signInAs } from './support/session';

const SHOTS = '/tmp/shots-trial-per-address';
const shots = screenshotsInto(SHOTS);

for (const locale of ['fr', 'en'] as const) {
  test(`(${locale}) an address that had a trial: the new account is welcomed with the reason and the plans`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const first = freshAccount(`trial-${locale}`);
    await registerThroughApi(request, first);
    await verifyThroughMail(request, first);
    const firstToken = await loginToken(request, first);
    await trpcCall(request, 'profile.deleteAccount', { confirmation: 'SUPPRIMER', locale: 'fr' }, firstToken);

    // The same mailbox: capitals and a +tag.
    const [local, domain] = first.email.split('@') as [string, string];
    const second = { ...first, email: `${local.toUpperCase()}+again@${domain}` };
    await registerThroughApi(request, second);
    await verifyThroughMail(request, { ...second, email: second.email.toLowerCase() });
    await signInAs(page, request, second);

    await page.goto(`/${locale}/complete-profile`);
    await page.getByText(text(locale, 'profile', 'professions.dentist'), { exact: true }).click();
    await page.getByRole('button', { name: text(locale, 'profile', 'complete.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/welcome$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      loose(fill(text(locale, 'billing', 'welcomeNoTrial.title'), { firstName: first.firstName })),
    );
    await expect(page.getByTestId('welcome-no-trial')).toHaveText(loose(text(locale, 'billing', 'welcomeNoTrial.lead')));
    await expect(page.getByTestId('welcome-trial-end')).toHaveCount(0);
    const plans = page.getByRole('link', { name: text(locale, 'billing', 'welcomeNoTrial.choosePlan') });
    await expect(plans).toHaveAttribute('href', `/${locale}/subscription/pricing`);
    await expect(page.getByRole('link', { name: text(locale, 'billing', 'welcome.createTemplate') })).toHaveCount(0);
    // As for an ended trial: the banner (saying why) and no trial badge.
    await expect(page.getByTestId('subscription-ended-banner')).toContainText(loose(text(locale, 'common', 'subscription.ended.trialUsedTitle')));
    await expect(page.locator('[data-testid^="trial-badge"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shots(page, `welcome-no-trial-${locale}`);

    await plans.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/subscription/pricing$`));
    await expect(page.getByTestId('plan-monthly-subscribe')).toBeVisible();
  });
}
