// A shared practice from end to end on the real server (docs/cabinets-api.md), on a desktop and on a phone: the owner
// creates a cabinet and invites a colleague, who follows the mail's link and joins; the owner shares a template, the
// member previews and duplicates it; the owner removes the member, who loses access but keeps the copy. Screenshots of
// /cabinet and /cabinet/{id}; axe on both pages.
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { mailLink } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { signInAs } from './support/session';
import { createTemplate, practitioner, uniqueName, type TPractitioner } from './support/templates-api';

const c = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'cabinets', key), values);
const d = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'cabinet', key), values);
const tt = (key: string) => text('fr', 'templates', key);

/** Accessible names may give the French no-break spaces as plain ones. */
function loose(sentence: string): RegExp {
  return new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
}

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function pageFor(browser: Browser, who: TPractitioner, size: { width: number; height: number }, ip: string): Promise<Page> {
  const context = await browser.newContext({ viewport: size, locale: 'fr-FR', extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  const page = await context.newPage();
  await signInAs(page, context.request, who.account);
  return page;
}

for (const [device, size] of Object.entries(SIZES)) {
  test(`a cabinet's life on a ${device}: create, invite by mail, share, duplicate, remove`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const owner = await practitioner(request, `cab-owner-${device}`);
    const member = await practitioner(request, `cab-member-${device}`);
    const template = await createTemplate(request, owner.token, uniqueName('Bilan partagé'));
    const ownerPage = await pageFor(browser, owner, size, '10.77.1.1');
    const memberPage = await pageFor(browser, member, size, '10.77.1.2');
    const cabinetName = uniqueName('Cabinet des Tilleuls');

    // The owner starts from an empty /cabinet and creates one.
    await ownerPage.goto('/fr/cabinet');
    await expect(ownerPage.getByRole('heading', { level: 1, name: text('fr', 'common', 'pages.Cabinet') })).toBeVisible();
    await expect(ownerPage.getByText(c('list.empty.title'))).toBeVisible();
    await ownerPage.getByRole('button', { name: c('list.empty.create') }).click();
    const create = ownerPage.getByRole('dialog', { name: c('create.title') });
    await create.getByLabel(c('create.name')).fill(cabinetName);
    await create.getByLabel(c('create.descriptionLabel')).fill('Les kinés et le dentiste du rez-de-chaussée.');
    await create.getByRole('button', { name: c('create.submit') }).click();
    await expect(ownerPage).toHaveURL(/\/fr\/cabinet\/\d+$/);
    const cabinetUrl = new URL(ownerPage.url()).pathname;
    await expect(ownerPage.getByRole('heading', { level: 1, name: cabinetName })).toBeVisible();

    // Invites the colleague by email.
    await ownerPage.getByRole('button', { name: d('invitations.invite') }).click();
    const invite = ownerPage.getByRole('dialog', { name: d('invite.title') });
    await invite.getByLabel(d('invite.email')).fill(member.account.email);
    await invite.getByRole('button', { name: d('invite.submit') }).click();
    await expect(ownerPage.getByText(loose(d('invitations.invited', { email: member.account.email })))).toBeVisible();
    await expect(ownerPage.getByText(d('invitations.status.pending'))).toBeVisible();

    // The colleague follows the mail's link and joins.
    const link = await mailLink(member.account.email, /\/cabinet\?invite=/);
    await memberPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(memberPage.getByRole('heading', { name: c('token.title') })).toBeVisible();
    await memberPage.getByRole('button', { name: c('token.accept'), exact: true }).click();
    await expect(memberPage).toHaveURL(new RegExp(`${cabinetUrl}$`));
    await expect(memberPage.getByRole('heading', { level: 1, name: cabinetName })).toBeVisible();
    await expect(memberPage.getByText(d('templates.empty.title'))).toBeVisible();

    // The owner shares a template from My templates.
    await ownerPage.goto('/fr/templates');
    await ownerPage.getByRole('button', { name: `Plus d’actions pour « ${template.name} »` }).click();
    await ownerPage.getByRole('menuitem', { name: tt('list.actions.shareCabinet') }).click();
    const share = ownerPage.getByRole('dialog', { name: tt('shareCabinet.title') });
    await share.getByRole('checkbox', { name: cabinetName }).check();
    await share.getByRole('button', { name: tt('shareCabinet.submit') }).click();
    await expect(ownerPage.getByText(loose(`« ${template.name} » est partagé dans : ${cabinetName}.`))).toBeVisible();

    // The member sees it read-only, previews it and duplicates it into their templates.
    await memberPage.reload();
    await expect(memberPage.getByText(template.name, { exact: true })).toBeVisible();
    await memberPage.getByRole('button', { name: d('templates.previewFor', { name: template.name }) }).click();
    const preview = memberPage.getByRole('dialog', { name: loose(d('preview.title', { name: template.name })) });
    await expect(preview).toBeVisible();
    await memberPage.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await memberPage.getByRole('button', { name: d('templates.duplicateFor', { name: template.name }) }).click();
    await expect(memberPage.getByText(loose(d('templates.duplicated', { name: template.name })))).toBeVisible();
    await expectNoAxeViolations(memberPage);
    await memberPage.screenshot({ path: `test-results/screens/cabinet-member-${device}.png`, fullPage: true });

    // The owner's pages: the list and the cabinet with its member, invitation gone, template shared.
    await ownerPage.goto('/fr/cabinet');
    await expect(ownerPage.getByRole('link', { name: loose(cabinetName) })).toBeVisible();
    await expect(ownerPage.getByText(c('card.members_other', { count: 2 }))).toBeVisible();
    await expectNoAxeViolations(ownerPage);
    await ownerPage.screenshot({ path: `test-results/screens/cabinet-list-${device}.png`, fullPage: true });
    await ownerPage.goto(cabinetUrl);
    await expect(ownerPage.getByText(member.account.email)).toBeVisible();
    await expectNoAxeViolations(ownerPage);
    await ownerPage.screenshot({ path: `test-results/screens/cabinet-owner-${device}.png`, fullPage: true });

    // The owner removes the member, who loses access at once but keeps the copy.
    const memberName = `${member.account.firstName} ${member.account.lastName}`;
    await ownerPage.getByRole('button', { name: d('members.actionsFor', { name: memberName }) }).click();
    await ownerPage.getByRole('menuitem', { name: d('members.remove') }).click();
    const remove = ownerPage.getByRole('dialog', { name: loose(d('members.removeDialog.title', { name: memberName })) });
    await remove.getByRole('button', { name: d('members.removeDialog.confirm') }).click();
    await expect(ownerPage.getByText(loose(d('members.removed', { name: memberName })))).toBeVisible();

    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1, name: d('notFound.title') })).toBeVisible();
    await memberPage.goto('/fr/cabinet');
    await expect(memberPage.getByText(c('list.empty.title'))).toBeVisible();
    await memberPage.goto('/fr/templates');
    await expect(memberPage.getByRole('heading', { name: template.name, exact: true })).toBeVisible();

    await ownerPage.context().close();
    await memberPage.context().close();
  });
}
