// My templates' dialogs on the real server: delete asks for confirmation, share checks the email and names a missing recipient.
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { signInAs } from './support/session';
import { createTemplate, practitioner, uniqueName } from './support/templates-api';

const t = (key: string) => text('fr', 'templates', key);
const err = (key: string) => text('fr', 'errors', key);

test('deleting a template asks for confirmation first', async ({ page, request }) => {
  const a = await practitioner(request, 'tpl-delete');
  const name = uniqueName('À supprimer');
  await createTemplate(request, a.token, name);
  await signInAs(page, request, a.account);
  await page.goto('/fr/templates');
  const card = page.getByRole('listitem').filter({ hasText: name });
  const openDelete = async () => {
    await card.getByRole('button', { name: t('list.actions.more').replace('{{name}}', name) }).click();
    await page.getByRole('menuitem', { name: t('list.actions.delete') }).click();
  };

  await openDelete();
  const dialog = page.getByRole('dialog', { name: t('list.delete.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t('list.actions.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await openDelete();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('list.delete.confirm') })
    .click();
  await expect(page.getByText(t('list.messages.deleted').replace('{{name}}', name))).toBeVisible();
  await expect(card).toHaveCount(0);
  // The only template is gone: the first-template call to action, with a link to the market.
  await expect(page.getByRole('heading', { name: t('list.empty.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('list.empty.market') })).toBeVisible();
});

test('the share dialog checks the email before sending', async ({ page, request }) => {
  const a = await practitioner(request, 'tpl-share');
  const name = uniqueName('À partager');
  await createTemplate(request, a.token, name);
  await signInAs(page, request, a.account);
  await page.goto('/fr/templates');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: t('list.actions.more').replace('{{name}}', name) }).click();
  await page.getByRole('menuitem', { name: t('list.actions.share') }).click();

  const dialog = page.getByRole('dialog', { name: t('share.title') });
  const email = dialog.getByLabel(t('share.email'));
  const send = dialog.getByRole('button', { name: t('share.submit') });
  await send.click();
  await expect(dialog.getByText(t('share.errors.emailRequired'))).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('pas-une-adresse');
  await send.click();
  await expect(dialog.getByText(t('share.errors.emailInvalid'))).toBeVisible();
  await email.fill(a.account.email);
  await send.click();
  await expect(dialog.getByText(err('codes.SHARE_TO_SELF'))).toBeVisible();
  await email.fill(`personne-${Date.now()}@praxiform.test`);
  await send.click();
  await expect(dialog.getByText(err('codes.SHARE_RECIPIENT_NOT_FOUND'))).toBeVisible();
});
