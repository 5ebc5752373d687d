// The profile's specialties as stored (issue 26): a key of the profession is ticked in its list, a value held outside the
// list (a label stored before the keys, as the demo seed once wrote) is shown apart with a remove button; both can be
// removed and saved (docs/product.md#validation).
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { expect, test } from './support/client-ip';
import { readyAccount } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { e2eSql } from './support/e2e-database';
import { text } from './support/i18n';
import { screenshotsAtBothSizes, VIEWPORTS } from './support/screens';

const SCREENS = 'test-results/screens';
const screenshots = screenshotsAtBothSizes(SCREENS);

const count = (n: number) => text('fr', 'profile', 'specialtiesPicker.count').replace('{{count}}', String(n)).replace('{{max}}', '10');

test('stored specialties show ticked or apart, and can be removed and saved', async ({ page, request }) => {
  const { account, token } = await readyAccount(request, 'specialties');
  // The demo physiotherapist's record before the fix: one key of her list, one label stored as typed.
  await e2eSql(`UPDATE users SET profession = 'physiotherapist', specialties = $2::text[] WHERE email = $1`, [
    account.email,
    ['Rééducation du rachis', 'sports_physiotherapy'],
  ]);
  await page.goto('/fr/cgu');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  await page.goto('/fr/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'profile', 'page.title'));

  const specialties = page.getByRole('group', { name: new RegExp(`^${text('fr', 'profile', 'fields.specialties')}`) });
  await expect(specialties.getByText(count(2), { exact: true })).toBeVisible();
  const sport = page.getByRole('checkbox', { name: text('fr', 'profile', 'specialties.sports_physiotherapy') });
  await expect(sport).toBeChecked();
  await expect(specialties.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const offList = page.getByRole('list', { name: text('fr', 'profile', 'specialtiesPicker.offList') });
  await expect(offList).toHaveText('Rééducation du rachis');
  await offList.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await screenshots(page, 'profile-specialties');
  // The field itself, close up, at both sizes.
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await specialties.screenshot({ path: `${SCREENS}/profile-specialties-field-${device}.png` });
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  // Removed and unticked, then saved: gone after a reload.
  await page
    .getByRole('button', { name: text('fr', 'profile', 'specialtiesPicker.remove').replace('{{specialty}}', 'Rééducation du rachis') })
    .click();
  await expect(offList).toHaveCount(0);
  await sport.uncheck();
  await page.getByRole('checkbox', { name: text('fr', 'profile', 'specialties.manual_therapy') }).check();
  await expect(specialties.getByText(count(1), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text('fr', 'profile', 'information.submit') }).click();
  await expect(page.getByText(text('fr', 'profile', 'information.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: text('fr', 'profile', 'specialties.manual_therapy') })).toBeChecked();
  await expect(specialties.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('list', { name: text('fr', 'profile', 'specialtiesPicker.offList') })).toHaveCount(0);
});
