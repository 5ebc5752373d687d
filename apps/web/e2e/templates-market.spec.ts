// A template's way to the market on the real server: A publishes it from My templates, B finds, favorites and duplicates it.
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { signInAs } from './support/session';
import { createTemplate, practitioner, screenshots, uniqueName } from './support/templates-api';

test.describe.configure({ mode: 'serial' });

const t = (key: string) => text('fr', 'templates', key);
const m = (key: string) => text('fr', 'market', key);

test('A publishes a template; B favorites and duplicates it from the market', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const a = await practitioner(request, 'market-a');
  const name = uniqueName('Anamnèse dos');
  await createTemplate(request, a.token, name);

  // A: the template is in My templates, found by a search kept in the URL.
  await signInAs(page, request, a.account);
  await page.goto('/fr/templates');
  await expect(page.getByRole('heading', { level: 1, name: t('list.title') })).toBeVisible();
  await page.getByRole('searchbox', { name: t('list.search.label') }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  // Every field counts, the conditional one too.
  await expect(card.getByText(t('list.card.fields_other').replace('{{count}}', '3'))).toBeVisible();

  // Preview: the conditional field appears when "Oui" is chosen.
  await card.getByRole('button', { name: t('list.actions.more').replace('{{name}}', name) }).click();
  await page.getByRole('menuitem', { name: t('list.actions.preview') }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('Avez-vous mal au dos ?')).toBeVisible();
  await expect(preview.getByText('Où exactement ?')).toHaveCount(0);
  await preview.getByLabel('Oui').check();
  await expect(preview.getByText('Où exactement ?')).toBeVisible();
  await screenshots(page, 'templates-preview');
  await page.keyboard.press('Escape');

  // Publish from the UI: success message and the public badge.
  await card.getByRole('button', { name: t('list.actions.more').replace('{{name}}', name) }).click();
  await page.getByRole('menuitem', { name: t('list.actions.publish') }).click();
  await expect(page.getByText(t('list.messages.published').replace('{{name}}', name))).toBeVisible();
  await expect(card.getByText(t('list.card.public'), { exact: true })).toBeVisible();
  await page.goto('/fr/templates');
  await screenshots(page, 'templates');

  // On the market, A's own public template offers edit (the builder) and delete (with a confirmation).
  await page.goto(`/fr/market?q=${encodeURIComponent(name)}`);
  const mine = page.getByRole('listitem').filter({ hasText: name });
  await expect(mine.getByText(m('card.mine'))).toBeVisible();
  await expect(mine.getByRole('link', { name: m('card.editNamed').replace('{{name}}', name) })).toHaveAttribute('href', /\/fr\/market\/\d+\/edit$/);
  await mine.getByRole('button', { name: m('card.deleteNamed').replace('{{name}}', name) }).click();
  await expect(page.getByRole('dialog', { name: m('delete.title') })).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('list.actions.cancel') })
    .click();

  // B: finds it on the market by its name.
  const b = await practitioner(request, 'market-b');
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'X-Forwarded-For': '10.9.9.9' } });
  const pageB = await context.newPage();
  await signInAs(pageB, request, b.account);
  await pageB.goto('/fr/market');
  await expect(pageB.getByRole('heading', { level: 1, name: m('page.title') })).toBeVisible();
  await pageB.getByRole('searchbox', { name: m('filters.search') }).fill(name);
  await expect(pageB).toHaveURL(/[?&]q=/);
  const offer = pageB.getByRole('listitem').filter({ hasText: name });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(`${a.account.firstName} ${a.account.lastName}`)).toBeVisible();

  // Favorite: the heart is pressed and the count moves; the count is said once, by the heart (its name carries it).
  const heartName = (key: string, count: number) => m(key).replace('{{name}}', name).replace('{{count}}', String(count));
  const heart = offer.getByRole('button', { name: heartName('card.favorite_one', 0) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveText('0');
  await heart.click();
  const pressed = offer.getByRole('button', { name: heartName('card.unfavorite_one', 1) });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect(pressed).toHaveText('1');
  await expect(offer.getByText(/favori/)).toHaveCount(0);

  // Favorites only keeps it, and the URL reproduces the view.
  await pageB.getByRole('button', { name: m('filters.favoritesOnly') }).click();
  await expect(pageB).toHaveURL(/favorites=1/);
  await pageB.reload();
  await expect(pageB.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  // Duplicate: a success message with a link to edit the copy; the copy is in B's templates.
  await pageB
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: m('card.duplicateNamed').replace('{{name}}', name) })
    .click();
  await expect(pageB.getByRole('link', { name: m('messages.editCopy') })).toHaveAttribute('href', /\/fr\/templates\/\d+\/edit$/);
  await pageB.goto('/fr/market');
  await screenshots(pageB, 'market');
  await pageB.goto('/fr/templates');
  // The copy is B's, and its card says where it came from.
  const copy = pageB.getByRole('listitem').filter({ has: pageB.getByRole('heading', { name }) });
  await expect(copy).toBeVisible();
  await expect(copy.getByText(new RegExp(`D’après «\\s*${name}\\s*» de`))).toBeVisible();
  await context.close();
});
