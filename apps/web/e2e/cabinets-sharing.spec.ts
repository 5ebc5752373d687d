// Sharing templates to a shared practice on the real server (docs/cabinets-api.md): the owner shares from My templates
// (after "no cabinet selected"); a practitioner in no cabinet is sent to /cabinet; a member sends a shared template to a
// patient through a copy. Screenshots at desktop and phone widths, axe on each dialog.
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { trpcCall } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { createPatient } from './support/patients-api';
import { signInAs } from './support/session';
import { createTemplate, practitioner, screenshots, uniqueName, type TPractitioner } from './support/templates-api';

const tt = (key: string) => text('fr', 'templates', key);
const s = (key: string) => text('fr', 'submissions', key);

/** A tRPC query over HTTP GET (trpcCall posts, which only mutations accept). */
async function trpcQuery<T>(request: APIRequestContext, procedure: string, input: unknown, token: string): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const answer = await request.get(`/api/trpc/${procedure}${query}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { result?: { data?: T } };
  if (!answer.ok() || !body.result) throw new Error(`${procedure} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

/** An owner with a cabinet and a member who accepted its invitation, through the API. */
async function cabinetWithMember(
  request: APIRequestContext,
): Promise<{ owner: TPractitioner; member: TPractitioner; cabinet: { id: number; name: string } }> {
  const [owner, member] = [await practitioner(request, 'owner'), await practitioner(request, 'member')];
  const { cabinet } = await trpcCall<{ cabinet: { id: number; name: string } }>(
    request,
    'cabinets.create',
    { name: uniqueName('Cabinet des Tilleuls') },
    owner.token,
  );
  await trpcCall(request, 'cabinets.invite', { id: cabinet.id, email: member.account.email }, owner.token);
  const { invitations } = await trpcQuery<{ invitations: { id: number; cabinetId: number }[] }>(request, 'cabinets.list', undefined, member.token);
  const invitation = invitations.find((item) => item.cabinetId === cabinet.id);
  await trpcCall(request, 'cabinets.acceptInvite', { inviteId: invitation?.id }, member.token);
  return { owner, member, cabinet };
}

test('the owner shares a template to the cabinet from My templates', async ({ page, request }) => {
  const { owner, cabinet } = await cabinetWithMember(request);
  const template = await createTemplate(request, owner.token, uniqueName('Anamnèse partagée'));
  await signInAs(page, request, owner.account);
  await page.goto('/fr/templates');
  await page.getByRole('button', { name: `Plus d’actions pour « ${template.name} »` }).click();
  await page.getByRole('menuitem', { name: tt('list.actions.shareCabinet') }).click();
  const dialog = page.getByRole('dialog', { name: tt('shareCabinet.title') });
  await dialog.getByRole('button', { name: tt('shareCabinet.submit') }).click();
  await expect(dialog.getByText(text('fr', 'errors', 'validation.CABINET_NOT_SELECTED'))).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox', { name: cabinet.name }).check();
  await expectNoAxeViolations(page);
  await screenshots(page, 'cabinet-share-dialog');
  await dialog.getByRole('button', { name: tt('shareCabinet.submit') }).click();
  await expect(page.getByText(`« ${template.name} » est partagé dans : ${cabinet.name}.`)).toBeVisible();

  // Opened again, the cabinet shows the template as already shared.
  await page.getByRole('button', { name: `Plus d’actions pour « ${template.name} »` }).click();
  await page.getByRole('menuitem', { name: tt('list.actions.shareCabinet') }).click();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(cabinet.name) })).toBeDisabled();
  await expect(dialog.getByText(tt('shareCabinet.alreadyShared'))).toBeVisible();
});

test('a practitioner in no cabinet is offered to create one, from the builder too', async ({ page, request }) => {
  const alone = await practitioner(request, 'alone');
  const template = await createTemplate(request, alone.token, uniqueName('Suivi genou'));
  await signInAs(page, request, alone.account);
  await page.goto(`/fr/templates/${template.id}/edit`);
  await page.getByRole('button', { name: text('fr', 'builder', 'builder.actions.shareCabinet') }).click();
  const dialog = page.getByRole('dialog', { name: tt('shareCabinet.title') });
  await expect(dialog.getByText(tt('shareCabinet.none.title'))).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'cabinet-share-none');
  await dialog.getByRole('link', { name: tt('shareCabinet.none.create') }).click();
  await expect(page).toHaveURL(/\/fr\/cabinet$/);
});

test('a member sends a template shared in the cabinet through a copy of it', async ({ page, request }) => {
  const { owner, member, cabinet } = await cabinetWithMember(request);
  const template = await createTemplate(request, owner.token, uniqueName('Bilan épaule'));
  await trpcCall(request, 'cabinets.shareTemplate', { templateId: template.id, cabinetIds: [cabinet.id] }, owner.token);
  const patient = await createPatient(request, member.token, { firstName: 'Léa', lastName: 'Dubois', email: 'lea.dubois@example.org' });
  await signInAs(page, request, member.account);
  await page.goto(`/fr/patients/${patient.id}`);
  await page
    .getByRole('button', { name: text('fr', 'patients', 'detail.actions.send') })
    .first()
    .click();
  const send = page.getByRole('dialog', { name: s('send.title') });
  await send.getByLabel(s('picker.label'), { exact: true }).selectOption({ label: `${template.name} (${cabinet.name})` });
  await expect(send.getByText(s('picker.copyNote'))).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'send-shared-template');
  await send.getByText(s('send.delivery.link')).click();
  await send.getByRole('button', { name: s('send.submitLink') }).click();
  await expect(send.getByLabel(s('link.label'))).toBeVisible();
  await expect(send.getByText(`Une copie, « ${template.name} », a été ajoutée à vos modèles.`)).toBeVisible();

  // The copy is the member's own template; the original stays the owner's.
  const mine = await trpcQuery<{ items: { name: string; originId: number | null }[] }>(
    request,
    'templates.list',
    { page: 1, pageSize: 20 },
    member.token,
  );
  expect(mine.items.map((item) => [item.name, item.originId])).toContainEqual([template.name, template.id]);
});
