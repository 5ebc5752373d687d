// templates.* through the real tRPC caller and database: ownership, validation, visibility, duplication, sharing, lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTemplate, createUser } from '@praxiform/db/testing';
import type { TField, TTemplateInput } from '@praxiform/domain';
import { createTestCaller, createTestDeps, painQuestion, rejectionCode, rejectionMessages, templateInput } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const radio = painQuestion({ yesPoints: 2, where: 'optional' });
const input = (over: Partial<TTemplateInput> = {}) => templateInput([radio], over);

async function practitioner(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id) };
}

describe('templates.create / get / update / delete', () => {
  it('creates a private template I own and read back with canEdit', async () => {
    const { user, caller } = await practitioner({ firstName: 'Anne', lastName: 'Roy' });
    const { template } = await caller.templates.create(input({ description: 'Épaule', category: 'orthopedics' }));
    expect(template).toMatchObject({
      name: 'Bilan épaule',
      isPublic: false,
      isMine: true,
      creatorName: 'Anne Roy',
      fieldCount: 2,
      category: 'orthopedics',
      publicCopyId: null,
    });
    expect(template.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const row = await deps.prisma.template.findUniqueOrThrow({ where: { id: template.id } });
    expect(row).toMatchObject({ ownerId: user.id, creatorId: user.id });
    expect(await caller.templates.get({ id: template.id })).toMatchObject({ canEdit: true, template: { fields: [radio] } });
  });

  it('forces scoring on for a bilan', async () => {
    const { caller } = await practitioner();
    const { template } = await caller.templates.create(input({ type: 'bilan', scoringEnabled: false }));
    expect(template.scoringEnabled).toBe(true);
    const { template: updated } = await caller.templates.update({ id: template.id, ...input({ type: 'bilan', scoringEnabled: false }) });
    expect(updated.scoringEnabled).toBe(true);
  });

  it('refuses conditional fields on a text field and choice fields without options', async () => {
    const { caller } = await practitioner();
    const onText = {
      id: 't',
      type: 'text',
      title: 'T',
      required: false,
      practitionerOnly: false,
      options: [{ id: 'o', label: 'O', children: [] }],
    } as TField;
    expect(await rejectionMessages(caller.templates.create(input({ fields: [onText] })))).toContain('FIELD_OPTIONS_NOT_ALLOWED');
    expect(await rejectionCode(caller.templates.create(input({ fields: [onText] })))).toBe('VALIDATION_FAILED');
    const bare = { ...radio, options: [] };
    expect(await rejectionMessages(caller.templates.create(input({ fields: [bare] })))).toContain('FIELD_OPTIONS_REQUIRED');
    expect(await rejectionMessages(caller.templates.create(input({ fields: [radio, radio] })))).toContain('FIELD_ID_DUPLICATE');
  });

  it('answers NOT_FOUND alike for an unknown id and for another practitioner’s private template', async () => {
    const owner = await practitioner();
    const other = await practitioner();
    const { template } = await owner.caller.templates.create(input());
    const unknown = template.id + 100_000;
    for (const id of [template.id, unknown]) {
      expect(await rejectionCode(other.caller.templates.get({ id }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.templates.update({ id, ...input() }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.templates.delete({ id }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.templates.publish({ id }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.templates.unpublish({ id }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.templates.duplicate({ id }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.templates.shareToUser({ id, email: owner.user.email }))).toBe('NOT_FOUND');
    }
    expect(await deps.prisma.template.findUniqueOrThrow({ where: { id: template.id } })).toMatchObject({ name: 'Bilan épaule' });
  });

  it('refuses editing a public template through templates.update, for its creator too', async () => {
    const creator = await practitioner();
    const other = await practitioner();
    const { template } = await creator.caller.market.create(input());
    expect(await rejectionCode(other.caller.templates.update({ id: template.id, ...input() }))).toBe('TEMPLATE_PUBLIC_NOT_EDITABLE');
    expect(await rejectionCode(creator.caller.templates.update({ id: template.id, ...input() }))).toBe('TEMPLATE_PUBLIC_NOT_EDITABLE');
    expect(await rejectionCode(other.caller.templates.delete({ id: template.id }))).toBe('TEMPLATE_PUBLIC_NOT_EDITABLE');
    expect(await other.caller.templates.get({ id: template.id })).toMatchObject({ canEdit: false });
    expect(await creator.caller.templates.get({ id: template.id })).toMatchObject({ canEdit: true });
  });

  it('updates and deletes my template', async () => {
    const { caller } = await practitioner();
    const { template } = await caller.templates.create(input());
    const { template: updated } = await caller.templates.update({ id: template.id, ...input({ name: 'Renommé', fields: [] }) });
    expect(updated).toMatchObject({ name: 'Renommé', fieldCount: 0 });
    expect(await caller.templates.delete({ id: template.id })).toEqual({ success: true });
    expect(await rejectionCode(caller.templates.get({ id: template.id }))).toBe('NOT_FOUND');
  });
});

describe('templates.publish / unpublish', () => {
  it('creates the market copy, keeps my private template, and refuses a second publish', async () => {
    const { user, caller } = await practitioner();
    const { template } = await caller.templates.create(input());
    const { publicTemplate } = await caller.templates.publish({ id: template.id });
    expect(publicTemplate).toMatchObject({ isPublic: true, originId: template.id, isMine: true, name: template.name });
    // The market copy never names the private template it came from.
    expect(publicTemplate.origin).toBeNull();
    const row = await deps.prisma.template.findUniqueOrThrow({ where: { id: publicTemplate.id } });
    expect(row).toMatchObject({ ownerId: null, creatorId: user.id });
    expect((await caller.templates.get({ id: template.id })).template.publicCopyId).toBe(publicTemplate.id);
    expect(await rejectionCode(caller.templates.publish({ id: template.id }))).toBe('TEMPLATE_ALREADY_PUBLIC');
    expect(await rejectionCode(caller.templates.publish({ id: publicTemplate.id }))).toBe('TEMPLATE_ALREADY_PUBLIC');
  });

  it('publishes once under concurrent calls', async () => {
    const { caller } = await practitioner();
    const { template } = await caller.templates.create(input());
    const codes = await Promise.all(Array.from({ length: 4 }, () => rejectionCode(caller.templates.publish({ id: template.id }))));
    expect(codes.filter((c) => c === 'resolved')).toHaveLength(1);
    expect(codes.filter((c) => c === 'TEMPLATE_ALREADY_PUBLIC')).toHaveLength(3);
    expect(await deps.prisma.template.count({ where: { originId: template.id, isPublic: true } })).toBe(1);
  });

  it('unpublishes from my private template or from the public one; a lone public template comes back private', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const { template } = await caller.templates.create(input());
    const first = (await caller.templates.publish({ id: template.id })).publicTemplate;
    expect(await rejectionCode(other.caller.templates.unpublish({ id: first.id }))).toBe('TEMPLATE_NOT_OWNER');
    expect(await caller.templates.unpublish({ id: template.id })).toEqual({ success: true });
    expect(await deps.prisma.template.findUnique({ where: { id: first.id } })).toBeNull();
    const second = (await caller.templates.publish({ id: template.id })).publicTemplate;
    await caller.templates.unpublish({ id: second.id });
    expect(await deps.prisma.template.findUnique({ where: { id: second.id } })).toBeNull();

    const { template: lone } = await caller.market.create(input({ name: 'Direct' }));
    await other.caller.market.favorite({ id: lone.id });
    await caller.templates.unpublish({ id: lone.id });
    expect(await deps.prisma.template.findUniqueOrThrow({ where: { id: lone.id } })).toMatchObject({
      isPublic: false,
      ownerId: user.id,
      favoritesCount: 0,
    });
    expect(await rejectionCode(other.caller.market.get({ id: lone.id }))).toBe('NOT_FOUND');
  });
});

describe('templates.duplicate', () => {
  it('copies my template or a public one, records the origin, counts; the copy keeps the original’s title in every language', async () => {
    const { user, caller } = await practitioner({ interfaceLanguage: 'en' });
    const author = await practitioner({ interfaceLanguage: 'nl' });
    const { template: mine } = await caller.templates.create(input());
    const { template: copy } = await caller.templates.duplicate({ id: mine.id });
    expect(copy).toMatchObject({ name: 'Bilan épaule', originId: mine.id, isPublic: false, isMine: true });
    const { template: pub } = await author.caller.market.create(input({ name: 'Genou' }));
    const [a, b] = await Promise.all([caller.templates.duplicate({ id: pub.id }), author.caller.market.duplicate({ id: pub.id })]);
    expect(a.template.name).toBe('Genou');
    expect(b.template.name).toBe('Genou');
    expect((await deps.prisma.template.findUniqueOrThrow({ where: { id: pub.id } })).duplicationsCount).toBe(2);
    expect((await deps.prisma.template.findUniqueOrThrow({ where: { id: mine.id } })).duplicationsCount).toBe(1);
    expect(await deps.prisma.template.findUniqueOrThrow({ where: { id: a.template.id } })).toMatchObject({ ownerId: user.id, originId: pub.id });
    const fr = await practitioner();
    expect((await fr.caller.templates.duplicate({ id: pub.id })).template.name).toBe('Genou');
    expect(await rejectionCode(fr.caller.market.duplicate({ id: mine.id }))).toBe('NOT_FOUND');
  });
});

describe('templates.shareToUser', () => {
  it('gives the recipient a private copy credited to the original creator, and a notification', async () => {
    const sender = await practitioner({ firstName: 'Paul', lastName: 'Henry' });
    const recipient = await practitioner({ email: 'dest@test.praxiform' });
    const { template } = await sender.caller.templates.create(input());
    expect(await sender.caller.templates.shareToUser({ id: template.id, email: 'DEST@test.praxiform' })).toEqual({ success: true });
    const copy = await deps.prisma.template.findFirstOrThrow({ where: { ownerId: recipient.user.id } });
    expect(copy).toMatchObject({ originId: template.id, creatorName: 'Paul Henry', creatorId: sender.user.id, isPublic: false, name: template.name });
    expect(await deps.prisma.notification.findFirst({ where: { userId: recipient.user.id, kind: 'template_shared' } })).toMatchObject({
      formName: template.name,
      actorName: 'Paul Henry',
    });
    const list = await recipient.caller.templates.list();
    expect(list.items.map((t) => t.id)).toEqual([copy.id]);
  });

  it('refuses sharing to myself, to an unknown e-mail, a public template, and an invalid e-mail', async () => {
    const sender = await practitioner();
    const { template } = await sender.caller.templates.create(input());
    expect(await rejectionCode(sender.caller.templates.shareToUser({ id: template.id, email: sender.user.email.toUpperCase() }))).toBe(
      'SHARE_TO_SELF',
    );
    expect(await rejectionCode(sender.caller.templates.shareToUser({ id: template.id, email: 'nobody@test.praxiform' }))).toBe(
      'SHARE_RECIPIENT_NOT_FOUND',
    );
    expect(await rejectionCode(sender.caller.templates.shareToUser({ id: template.id, email: 'not-an-email' }))).toBe('VALIDATION_FAILED');
    const other = await practitioner();
    const { publicTemplate } = await sender.caller.templates.publish({ id: template.id });
    expect(await rejectionCode(sender.caller.templates.shareToUser({ id: publicTemplate.id, email: other.user.email }))).toBe(
      'TEMPLATE_PUBLIC_CANNOT_BE_SENT',
    );
  });
});

describe('templates.list', () => {
  it('lists my private templates only, newest updated first, with search, type filter, counts and pages', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    await createTemplate(deps.prisma, { creatorId: other.user.id, name: 'Autre' });
    for (const [i, type] of (['anamnese', 'anamnese', 'bilan', 'suivi'] as const).entries()) {
      await createTemplate(deps.prisma, {
        creatorId: user.id,
        name: i === 0 ? 'Évaluation cervicale' : `Modèle ${i}`,
        type,
        updatedAt: new Date(Date.UTC(2026, 0, i + 1)),
      });
    }
    await createTemplate(deps.prisma, { creatorId: user.id, name: 'Public', isPublic: true });
    const all = await caller.templates.list({ pageSize: 3 });
    expect(all.total).toBe(4);
    expect(all.items.map((t) => t.name)).toEqual(['Modèle 3', 'Modèle 2', 'Modèle 1']);
    expect(all.counts).toEqual({ anamnese: 2, bilan: 1, suivi: 1, consultation: 0, satisfaction: 0, autre: 0 });
    expect((await caller.templates.list({ pageSize: 3, page: 2 })).items.map((t) => t.name)).toEqual(['Évaluation cervicale']);
    const searched = await caller.templates.list({ search: 'evaluation' });
    expect(searched.items.map((t) => t.name)).toEqual(['Évaluation cervicale']);
    expect(searched.counts.anamnese).toBe(1);
    const bilans = await caller.templates.list({ type: 'bilan' });
    expect(bilans).toMatchObject({ total: 1, counts: { anamnese: 2 } });
  });
});

describe('account deletion', () => {
  it('keeps my published templates credited to me', async () => {
    const { user, caller } = await practitioner({ firstName: 'Lise', lastName: 'Noël' });
    const { template } = await caller.templates.create(input());
    const { publicTemplate } = await caller.templates.publish({ id: template.id });
    await caller.profile.deleteAccount({ confirmation: 'SUPPRIMER', locale: 'fr' });
    expect(await deps.prisma.template.findUnique({ where: { id: template.id } })).toBeNull();
    expect(await deps.prisma.template.findUniqueOrThrow({ where: { id: publicTemplate.id } })).toMatchObject({
      creatorId: null,
      creatorName: 'Lise Noël',
    });
    expect(await deps.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
  });
});
