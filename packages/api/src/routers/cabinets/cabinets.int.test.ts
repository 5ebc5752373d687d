// cabinets.* through the real tRPC caller and database (docs/cabinets-api.md): what an outsider, a member and the
// owner get from every procedure, the invitation lifecycle, sharing, and what deleting or leaving keeps.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { hashToken } from '@praxiform/db';
import { createCabinet, createTemplate, createUser, shareTemplateToCabinet } from '@praxiform/db/testing';
import { appRouter } from '../../root';
import { createTestCaller, createTestDeps, outboxState, rejectionCode, rejectionMessages } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
type TCaller = Awaited<ReturnType<typeof createTestCaller>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY_MS = 24 * 3600 * 1000;

async function practitioner(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id) };
}

/** The invitation token in the last mail sent to `to`. */
function tokenMailedTo(to: string): string {
  const mail = deps.sent.filter((m) => m.to === to).at(-1);
  const token = mail?.text.match(/[?&]invite=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return token;
}

/**
 * A cabinet with its owner, one member and an outsider; the owner and the member each shared a private template to
 * it, every one of them has a private template of their own not shared, and an invitation waits for the outsider.
 */
async function cabinetFixture() {
  const owner = await practitioner({ firstName: 'Olivia', lastName: 'Owner' });
  const member = await practitioner({ firstName: 'Marc', lastName: 'Member' });
  const outsider = await practitioner({ firstName: 'Oscar', lastName: 'Outsider' });
  const cabinet = await createCabinet(deps.prisma, { ownerId: owner.user.id, memberIds: [member.user.id], name: 'Cabinet des Lilas' });
  const ownerShared = await createTemplate(deps.prisma, { creatorId: owner.user.id, name: 'Bilan du genou' });
  const memberShared = await createTemplate(deps.prisma, { creatorId: member.user.id, name: 'Suivi lombaire' });
  await shareTemplateToCabinet(deps.prisma, { cabinetId: cabinet.id, templateId: ownerShared.id, sharedById: owner.user.id });
  await shareTemplateToCabinet(deps.prisma, { cabinetId: cabinet.id, templateId: memberShared.id, sharedById: member.user.id });
  const own = {
    owner: await createTemplate(deps.prisma, { creatorId: owner.user.id }),
    member: await createTemplate(deps.prisma, { creatorId: member.user.id }),
    outsider: await createTemplate(deps.prisma, { creatorId: outsider.user.id }),
  };
  const { invitation } = await owner.caller.cabinets.invite({ id: cabinet.id, email: outsider.user.email });
  const outsiderToken = tokenMailedTo(outsider.user.email);
  return { owner, member, outsider, cabinet, ownerShared, memberShared, own, inviteId: invitation.id, outsiderToken };
}

type TFixture = Awaited<ReturnType<typeof cabinetFixture>>;
type TRole = 'outsider' | 'member' | 'owner';
/** The ids a call uses; `unknown` shifts the cabinet's and the invitation's to ids that do not exist. */
type TIds = { cabinetId: number; inviteId: number; ownerSharedId: number; memberId: number; myTemplateId: number; token: string };
type TRow = { call: (c: TCaller, ids: TIds) => Promise<unknown> } & Record<TRole, string>;

/** Expected outcome of every cabinets.* procedure for each caller: 'resolved' or the refusal's code. */
const ROLE_TABLE: Record<string, TRow> = {
  list: { call: (c) => c.cabinets.list(), outsider: 'resolved', member: 'resolved', owner: 'resolved' },
  create: { call: (c) => c.cabinets.create({ name: 'Nouveau cabinet' }), outsider: 'resolved', member: 'resolved', owner: 'resolved' },
  get: { call: (c, ids) => c.cabinets.get({ id: ids.cabinetId }), outsider: 'NOT_FOUND', member: 'resolved', owner: 'resolved' },
  update: {
    call: (c, ids) => c.cabinets.update({ id: ids.cabinetId, name: 'Renommé', description: 'Texte' }),
    outsider: 'NOT_FOUND',
    member: 'CABINET_OWNER_ONLY',
    owner: 'resolved',
  },
  delete: { call: (c, ids) => c.cabinets.delete({ id: ids.cabinetId }), outsider: 'NOT_FOUND', member: 'CABINET_OWNER_ONLY', owner: 'resolved' },
  invite: {
    call: (c, ids) => c.cabinets.invite({ id: ids.cabinetId, email: 'nouvelle@example.org' }),
    outsider: 'NOT_FOUND',
    member: 'CABINET_OWNER_ONLY',
    owner: 'resolved',
  },
  resendInvite: {
    call: (c, ids) => c.cabinets.resendInvite({ inviteId: ids.inviteId }),
    outsider: 'NOT_FOUND',
    member: 'CABINET_OWNER_ONLY',
    owner: 'resolved',
  },
  revokeInvite: {
    call: (c, ids) => c.cabinets.revokeInvite({ inviteId: ids.inviteId }),
    outsider: 'NOT_FOUND',
    member: 'CABINET_OWNER_ONLY',
    owner: 'resolved',
  },
  // The invitation is the outsider's: only that address may answer it.
  acceptInvite: {
    call: (c, ids) => c.cabinets.acceptInvite({ token: ids.token }),
    outsider: 'resolved',
    member: 'CABINET_INVITE_WRONG_ACCOUNT',
    owner: 'CABINET_INVITE_WRONG_ACCOUNT',
  },
  declineInvite: {
    call: (c, ids) => c.cabinets.declineInvite({ token: ids.token }),
    outsider: 'resolved',
    member: 'CABINET_INVITE_WRONG_ACCOUNT',
    owner: 'CABINET_INVITE_WRONG_ACCOUNT',
  },
  removeMember: {
    call: (c, ids) => c.cabinets.removeMember({ id: ids.cabinetId, userId: ids.memberId }),
    outsider: 'NOT_FOUND',
    member: 'CABINET_OWNER_ONLY',
    owner: 'resolved',
  },
  leave: {
    call: (c, ids) => c.cabinets.leave({ id: ids.cabinetId }),
    outsider: 'NOT_FOUND',
    member: 'resolved',
    owner: 'CABINET_OWNER_CANNOT_LEAVE',
  },
  transferOwnership: {
    call: (c, ids) => c.cabinets.transferOwnership({ id: ids.cabinetId, userId: ids.memberId }),
    outsider: 'NOT_FOUND',
    member: 'CABINET_OWNER_ONLY',
    owner: 'resolved',
  },
  shareTemplate: {
    call: (c, ids) => c.cabinets.shareTemplate({ templateId: ids.myTemplateId, cabinetIds: [ids.cabinetId] }),
    outsider: 'NOT_FOUND',
    member: 'resolved',
    owner: 'resolved',
  },
  // The owner's template, shared by the owner: a member who did not share it may not unshare it.
  unshareTemplate: {
    call: (c, ids) => c.cabinets.unshareTemplate({ id: ids.cabinetId, templateId: ids.ownerSharedId }),
    outsider: 'NOT_FOUND',
    member: 'CABINET_UNSHARE_NOT_ALLOWED',
    owner: 'resolved',
  },
  templates: { call: (c, ids) => c.cabinets.templates({ id: ids.cabinetId }), outsider: 'NOT_FOUND', member: 'resolved', owner: 'resolved' },
  duplicateTemplate: {
    call: (c, ids) => c.cabinets.duplicateTemplate({ id: ids.cabinetId, templateId: ids.ownerSharedId }),
    outsider: 'NOT_FOUND',
    member: 'resolved',
    owner: 'resolved',
  },
};

function idsOf(f: TFixture, role: TRole): TIds {
  return {
    cabinetId: f.cabinet.id,
    inviteId: f.inviteId,
    ownerSharedId: f.ownerShared.id,
    memberId: f.member.user.id,
    myTemplateId: f.own[role].id,
    token: f.outsiderToken,
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? `${error.code}:${error.message}` : String(error)),
  );
}

describe('cabinets: who may call what', () => {
  it('has a row for every procedure of the router', () => {
    const paths = Object.keys(appRouter._def.procedures)
      .filter((p) => p.startsWith('cabinets.'))
      .map((p) => p.slice('cabinets.'.length));
    expect(paths.sort()).toEqual(Object.keys(ROLE_TABLE).sort());
    expect(Object.keys(ROLE_TABLE)).toHaveLength(17);
  });

  it('answers each caller as the role table says; an unknown id answers exactly like an id the caller may not see', async () => {
    let checked = 0;
    for (const [path, row] of Object.entries(ROLE_TABLE)) {
      for (const role of ['outsider', 'member', 'owner'] as const) {
        // A fresh cabinet each time: the calls change it.
        const f = await cabinetFixture();
        const caller = f[role].caller;
        expect(await rejectionCode(row.call(caller, idsOf(f, role))), `${path} as ${role}`).toBe(row[role]);
        if (row[role] === 'NOT_FOUND') {
          const unknown = { ...idsOf(f, role), cabinetId: f.cabinet.id + 1_000_000, inviteId: f.inviteId + 1_000_000 };
          const again = await cabinetFixture();
          const foreign = await refusal(row.call(again[role].caller, idsOf(again, role)));
          expect(await refusal(row.call(caller, unknown)), `${path} with an unknown id`).toBe(foreign);
          expect(foreign).toBe('NOT_FOUND:NOT_FOUND');
        }
        checked += 1;
      }
    }
    expect(checked).toBe(17 * 3);
  }, 120_000);

  it('refuses a guest', async () => {
    const guest = await createTestCaller(deps);
    expect(await rejectionCode(guest.cabinets.list())).toBe('UNAUTHENTICATED');
  });
});

describe('cabinets.create / update / list / get', () => {
  it('creates a cabinet I own, lists it with my role and counts, and shows members and shares on its page', async () => {
    const f = await cabinetFixture();
    const { cabinet } = await f.owner.caller.cabinets.create({ name: '  Maison de santé  ', description: '' });
    expect(cabinet).toMatchObject({ name: 'Maison de santé', description: null, myRole: 'owner', memberCount: 1, sharedTemplateCount: 0 });

    const asMember = await f.member.caller.cabinets.list();
    expect(asMember.cabinets).toEqual([
      expect.objectContaining({
        id: f.cabinet.id,
        name: 'Cabinet des Lilas',
        myRole: 'member',
        memberCount: 2,
        sharedTemplateCount: 2,
        ownerName: 'Olivia Owner',
      }),
    ]);
    const asOwner = await f.owner.caller.cabinets.list();
    expect(asOwner.cabinets.map((c) => [c.name, c.myRole])).toEqual([
      ['Cabinet des Lilas', 'owner'],
      ['Maison de santé', 'owner'],
    ]);

    const page = await f.member.caller.cabinets.get({ id: f.cabinet.id });
    expect(page.cabinet.myRole).toBe('member');
    expect(page.members.map((m) => [m.name, m.role, m.email])).toEqual([
      ['Olivia Owner', 'owner', null],
      ['Marc Member', 'member', null],
    ]);
    expect(page.members[0]?.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Members do not see invitations; the owner does, with the addresses.
    expect(page.invitations).toEqual([]);
    expect(page.templates.map((t) => [t.name, t.sharedByName, t.isMine, t.canUnshare])).toEqual([
      ['Suivi lombaire', 'Marc Member', true, true],
      ['Bilan du genou', 'Olivia Owner', false, false],
    ]);
    const ownerPage = await f.owner.caller.cabinets.get({ id: f.cabinet.id });
    expect(ownerPage.invitations).toEqual([expect.objectContaining({ id: f.inviteId, email: f.outsider.user.email, status: 'pending' })]);
    expect(ownerPage.members.map((m) => m.email)).toEqual([f.owner.user.email, f.member.user.email]);
    expect(ownerPage.templates.every((t) => t.canUnshare)).toBe(true);

    const { cabinet: renamed } = await f.owner.caller.cabinets.update({ id: f.cabinet.id, name: 'Cabinet des Roses', description: 'Kiné et ostéo' });
    expect(renamed).toMatchObject({ name: 'Cabinet des Roses', description: 'Kiné et ostéo', memberCount: 2 });
  });

  it('refuses a name under 2 characters, a description over 1000 and markup with translated codes', async () => {
    const { caller } = await practitioner();
    expect(await rejectionCode(caller.cabinets.create({ name: 'A' }))).toBe('VALIDATION_FAILED');
    expect(await rejectionMessages(caller.cabinets.create({ name: ' A ' }))).toEqual(['CABINET_NAME_TOO_SHORT']);
    expect(await rejectionMessages(caller.cabinets.create({ name: 'Cabinet', description: 'x'.repeat(1001) }))).toEqual([
      'CABINET_DESCRIPTION_TOO_LONG',
    ]);
    expect(await rejectionMessages(caller.cabinets.create({ name: '<b>Cabinet</b>' }))).toEqual(['TEXT_UNSAFE_CHARACTERS']);
    expect((await caller.cabinets.create({ name: 'Ab', description: 'x'.repeat(1000) })).cabinet.name).toBe('Ab');
  });
});

describe('cabinet invitations', () => {
  it('notifies a registered practitioner, mails them in their language, stores only the token hash; accepting once makes a member', async () => {
    const owner = await practitioner({ firstName: 'Olivia', lastName: 'Owner' });
    const invitee = await practitioner({ firstName: 'Nora', interfaceLanguage: 'nl' });
    const { cabinet } = await owner.caller.cabinets.create({ name: 'Praktijk Noord' });
    const before = Date.now();
    const { invitation, mail: queued } = await owner.caller.cabinets.invite({ id: cabinet.id, email: invitee.user.email.toUpperCase() });
    expect(queued.status).toBe('queued');
    expect((await outboxState(deps, queued.id)).status).toBe('sent');
    expect(invitation).toMatchObject({ email: invitee.user.email, status: 'pending', invitedByName: 'Olivia Owner' });
    const expiresIn = new Date(invitation.expiresAt).getTime() - before;
    expect(Math.abs(expiresIn - 14 * DAY_MS)).toBeLessThan(60_000);

    const mail = deps.sent.filter((m) => m.to === invitee.user.email).at(-1)!;
    expect(mail.kind).toBe('cabinetInvite');
    expect(mail.subject).toBe('Olivia Owner nodigt u uit in de groepspraktijk „Praktijk Noord”');
    expect(mail.text).toMatch(/^Hallo Nora,/);
    const token = tokenMailedTo(invitee.user.email);
    expect(mail.text).toContain(`http://localhost:3000/nl/cabinet?invite=${token}`);
    const row = await deps.prisma.cabinetInvite.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const notifications = await invitee.caller.notifications.list({});
    expect(notifications.items[0]).toMatchObject({ kind: 'cabinet_invite', formName: 'Praktijk Noord', actorName: 'Olivia Owner', read: false });
    expect((await invitee.caller.cabinets.list()).invitations).toEqual([
      expect.objectContaining({ id: invitation.id, cabinetId: cabinet.id, cabinetName: 'Praktijk Noord', invitedByName: 'Olivia Owner' }),
    ]);

    expect(await invitee.caller.cabinets.acceptInvite({ token })).toEqual({ cabinetId: cabinet.id });
    const mine = await invitee.caller.cabinets.list();
    expect(mine.invitations).toEqual([]);
    expect(mine.cabinets).toEqual([expect.objectContaining({ id: cabinet.id, myRole: 'member', memberCount: 2 })]);
    // Single use: the same link again, by token or by id.
    expect(await rejectionCode(invitee.caller.cabinets.acceptInvite({ token }))).toBe('CABINET_INVITE_USED');
    expect(await rejectionCode(invitee.caller.cabinets.declineInvite({ inviteId: invitation.id }))).toBe('CABINET_INVITE_USED');
    // Accepted invitations leave the owner's list; the member is already in.
    expect((await owner.caller.cabinets.get({ id: cabinet.id })).invitations).toEqual([]);
    expect(await rejectionCode(owner.caller.cabinets.invite({ id: cabinet.id, email: invitee.user.email }))).toBe('CABINET_ALREADY_MEMBER');
    expect(await rejectionCode(owner.caller.cabinets.resendInvite({ inviteId: invitation.id }))).toBe('CABINET_INVITE_USED');
  });

  it('refuses another account: by token it says so, by id it is not found; the invitation still works for its address', async () => {
    const f = await cabinetFixture();
    const stranger = await practitioner();
    expect(await rejectionCode(stranger.caller.cabinets.acceptInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_WRONG_ACCOUNT');
    expect(await rejectionCode(stranger.caller.cabinets.acceptInvite({ inviteId: f.inviteId }))).toBe('NOT_FOUND');
    expect(await rejectionCode(stranger.caller.cabinets.declineInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_WRONG_ACCOUNT');
    expect(await rejectionCode(stranger.caller.cabinets.acceptInvite({ token: 'not-a-token' }))).toBe('CABINET_INVITE_INVALID');
    expect(await rejectionCode(stranger.caller.cabinets.acceptInvite({ token: 'A'.repeat(64) }))).toBe('CABINET_INVITE_INVALID');
    expect((await stranger.caller.cabinets.list()).invitations).toEqual([]);
    expect(await f.outsider.caller.cabinets.acceptInvite({ inviteId: f.inviteId })).toEqual({ cabinetId: f.cabinet.id });
  });

  it('declining hides it from me and shows it declined to the owner, who may re-send: a new token, the old one dead', async () => {
    const f = await cabinetFixture();
    await f.outsider.caller.cabinets.declineInvite({ token: f.outsiderToken });
    expect((await f.outsider.caller.cabinets.list()).invitations).toEqual([]);
    expect((await f.owner.caller.cabinets.get({ id: f.cabinet.id })).invitations).toEqual([
      expect.objectContaining({ id: f.inviteId, status: 'declined' }),
    ]);
    expect(await rejectionCode(f.outsider.caller.cabinets.acceptInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_USED');

    const { invitation, mail } = await f.owner.caller.cabinets.resendInvite({ inviteId: f.inviteId });
    expect(invitation).toMatchObject({ id: f.inviteId, status: 'pending' });
    // Its mail, queued with it, for the owner to follow (mail.status).
    expect(mail.status).toBe('queued');
    expect(await f.owner.caller.mail.status({ id: mail.id })).toMatchObject({ id: mail.id, status: 'sent' });
    const fresh = tokenMailedTo(f.outsider.user.email);
    expect(fresh).not.toBe(f.outsiderToken);
    expect(await rejectionCode(f.outsider.caller.cabinets.acceptInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_INVALID');
    expect(await f.outsider.caller.cabinets.acceptInvite({ token: fresh })).toEqual({ cabinetId: f.cabinet.id });
  });

  it('expires after 14 days; re-sending gives 14 more days', async () => {
    const f = await cabinetFixture();
    await deps.prisma.cabinetInvite.update({ where: { id: f.inviteId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await rejectionCode(f.outsider.caller.cabinets.acceptInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_EXPIRED');
    expect(await rejectionCode(f.outsider.caller.cabinets.declineInvite({ inviteId: f.inviteId }))).toBe('CABINET_INVITE_EXPIRED');
    expect((await f.outsider.caller.cabinets.list()).invitations).toEqual([]);
    expect((await f.owner.caller.cabinets.get({ id: f.cabinet.id })).invitations[0]?.status).toBe('expired');

    const { invitation } = await f.owner.caller.cabinets.resendInvite({ inviteId: f.inviteId });
    expect(new Date(invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    expect(await f.outsider.caller.cabinets.acceptInvite({ token: tokenMailedTo(f.outsider.user.email) })).toEqual({ cabinetId: f.cabinet.id });
  });

  it('revoking kills the link and removes it from both lists; inviting the address again issues a new one', async () => {
    const f = await cabinetFixture();
    await f.owner.caller.cabinets.revokeInvite({ inviteId: f.inviteId });
    expect(await rejectionCode(f.outsider.caller.cabinets.acceptInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_INVALID');
    expect(await rejectionCode(f.outsider.caller.cabinets.acceptInvite({ inviteId: f.inviteId }))).toBe('NOT_FOUND');
    expect((await f.outsider.caller.cabinets.list()).invitations).toEqual([]);
    expect((await f.owner.caller.cabinets.get({ id: f.cabinet.id })).invitations).toEqual([]);
    expect(await rejectionCode(f.owner.caller.cabinets.revokeInvite({ inviteId: f.inviteId }))).toBe('NOT_FOUND');

    const { invitation } = await f.owner.caller.cabinets.invite({ id: f.cabinet.id, email: f.outsider.user.email });
    expect(invitation.id).not.toBe(f.inviteId);
    expect(await f.outsider.caller.cabinets.acceptInvite({ token: tokenMailedTo(f.outsider.user.email) })).toEqual({ cabinetId: f.cabinet.id });
  });

  it('two answers at once: one wins, the other is told the invitation was already answered', async () => {
    const f = await cabinetFixture();
    const outcomes = await Promise.all([
      rejectionCode(f.outsider.caller.cabinets.acceptInvite({ token: f.outsiderToken })),
      rejectionCode(f.outsider.caller.cabinets.declineInvite({ token: f.outsiderToken })),
      rejectionCode(f.outsider.caller.cabinets.acceptInvite({ inviteId: f.inviteId })),
    ]);
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'CABINET_INVITE_USED')).toHaveLength(2);
    expect(await deps.prisma.cabinetMember.count({ where: { cabinetId: f.cabinet.id, userId: f.outsider.user.id } })).toBeLessThanOrEqual(1);
  });

  it('re-inviting an address with an open invitation renews it instead of adding a second one', async () => {
    const f = await cabinetFixture();
    const { invitation } = await f.owner.caller.cabinets.invite({ id: f.cabinet.id, email: f.outsider.user.email });
    expect(invitation.id).toBe(f.inviteId);
    expect(await deps.prisma.cabinetInvite.count({ where: { cabinetId: f.cabinet.id } })).toBe(1);
    expect(await rejectionCode(f.outsider.caller.cabinets.acceptInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_INVALID');
    expect(await f.outsider.caller.cabinets.acceptInvite({ token: tokenMailedTo(f.outsider.user.email) })).toEqual({ cabinetId: f.cabinet.id });
  });

  it('invites an unknown address to register, in the inviter’s language; after sign-up the invitation waits on /cabinet', async () => {
    const owner = await practitioner({ firstName: 'Olivia', lastName: 'Owner', interfaceLanguage: 'fr' });
    const { cabinet } = await owner.caller.cabinets.create({ name: 'Cabinet du Port' });
    const email = `nouvelle-${Date.now()}@example.org`;
    const { invitation, mail: queued } = await owner.caller.cabinets.invite({ id: cabinet.id, email });
    expect((await outboxState(deps, queued.id)).status).toBe('sent');
    const mail = deps.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.kind).toBe('cabinetInviteRegister');
    expect(mail.subject).toBe('Olivia Owner vous invite à rejoindre Praxiform');
    expect(mail.text).toContain(`http://localhost:3000/fr/register?invite=${tokenMailedTo(email)}`);
    expect(await deps.prisma.notification.count({ where: { kind: 'cabinet_invite', formName: 'Cabinet du Port' } })).toBe(0);

    // Registered but not verified yet: nothing is offered.
    const newcomer = await practitioner({ email, emailVerifiedAt: null });
    expect((await newcomer.caller.cabinets.list()).invitations).toEqual([]);
    expect(await rejectionCode(newcomer.caller.cabinets.acceptInvite({ token: tokenMailedTo(email) }))).toBe('EMAIL_NOT_VERIFIED');
    await deps.prisma.user.update({ where: { id: newcomer.user.id }, data: { emailVerifiedAt: new Date() } });
    expect((await newcomer.caller.cabinets.list()).invitations.map((i) => i.id)).toEqual([invitation.id]);
    expect(await newcomer.caller.cabinets.acceptInvite({ inviteId: invitation.id })).toEqual({ cabinetId: cabinet.id });
  });

  it('refuses an invalid address, keeps a mail that could not leave queued for a retry, and limits invitations per hour', async () => {
    const failing = await createTestDeps({
      mailer: {
        describe: 'failing',
        send: () => Promise.reject(new Error('SMTP down')),
      },
    });
    const owner = await createUser(failing.prisma);
    const caller = await createTestCaller(failing, owner.id);
    const { cabinet } = await caller.cabinets.create({ name: 'Cabinet' });
    expect(await rejectionMessages(caller.cabinets.invite({ id: cabinet.id, email: 'pas-une-adresse' }))).toEqual(['EMAIL_INVALID']);
    const { mail, invitation } = await caller.cabinets.invite({ id: cabinet.id, email: 'a@example.org' });
    expect(await outboxState(failing, mail.id)).toEqual({ status: 'queued', lastError: 'SMTP down' });
    expect(invitation.status).toBe('pending');
    await deps.prisma.rateLimit.update({ where: { key: `cabinetInvite:user:${owner.id}` }, data: { points: 30 } });
    expect(await rejectionCode(caller.cabinets.invite({ id: cabinet.id, email: 'b@example.org' }))).toBe('RATE_LIMITED');
  });
});

describe('members', () => {
  it('the owner removes a member, who loses access; the owner cannot remove or leave themselves', async () => {
    const f = await cabinetFixture();
    expect(await rejectionCode(f.owner.caller.cabinets.removeMember({ id: f.cabinet.id, userId: f.owner.user.id }))).toBe(
      'CABINET_OWNER_CANNOT_LEAVE',
    );
    expect(await rejectionCode(f.owner.caller.cabinets.removeMember({ id: f.cabinet.id, userId: f.outsider.user.id }))).toBe('NOT_FOUND');
    await f.owner.caller.cabinets.removeMember({ id: f.cabinet.id, userId: f.member.user.id });
    expect(await rejectionCode(f.member.caller.cabinets.get({ id: f.cabinet.id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(f.member.caller.cabinets.templates({ id: f.cabinet.id }))).toBe('NOT_FOUND');
    expect((await f.member.caller.cabinets.list()).cabinets).toEqual([]);
    // The removed member's template is no longer shown to the cabinet; it stays theirs.
    const page = await f.owner.caller.cabinets.get({ id: f.cabinet.id });
    expect(page.templates.map((t) => t.templateId)).toEqual([f.ownerShared.id]);
    expect(await deps.prisma.template.count({ where: { id: f.memberShared.id, ownerId: f.member.user.id } })).toBe(1);
  });

  it('leaving keeps the copies I made; the owner may leave once ownership is handed to a member', async () => {
    const f = await cabinetFixture();
    const { template: copy } = await f.member.caller.cabinets.duplicateTemplate({ id: f.cabinet.id, templateId: f.ownerShared.id });
    await f.member.caller.cabinets.leave({ id: f.cabinet.id });
    expect(await rejectionCode(f.member.caller.cabinets.get({ id: f.cabinet.id }))).toBe('NOT_FOUND');
    expect((await f.member.caller.templates.get({ id: copy.id })).template).toMatchObject({
      name: 'Bilan du genou',
      originId: f.ownerShared.id,
      origin: { name: 'Bilan du genou', creatorName: 'Olivia Owner' },
    });
    // The origin is shown to the copy's owner; the shared original itself says nothing of one.
    expect((await f.owner.caller.templates.get({ id: f.ownerShared.id })).template.origin).toBeNull();
    expect((await f.owner.caller.cabinets.get({ id: f.cabinet.id })).templates.map((t) => t.templateId)).toEqual([f.ownerShared.id]);

    const g = await cabinetFixture();
    expect(await rejectionCode(g.owner.caller.cabinets.leave({ id: g.cabinet.id }))).toBe('CABINET_OWNER_CANNOT_LEAVE');
    expect(await rejectionCode(g.owner.caller.cabinets.transferOwnership({ id: g.cabinet.id, userId: g.outsider.user.id }))).toBe('NOT_FOUND');
    await g.owner.caller.cabinets.transferOwnership({ id: g.cabinet.id, userId: g.member.user.id });
    const page = await g.member.caller.cabinets.get({ id: g.cabinet.id });
    expect(page.cabinet).toMatchObject({ myRole: 'owner', ownerId: g.member.user.id, ownerName: 'Marc Member' });
    expect(page.members.map((m) => [m.name, m.role])).toEqual([
      ['Marc Member', 'owner'],
      ['Olivia Owner', 'member'],
    ]);
    expect(await rejectionCode(g.owner.caller.cabinets.update({ id: g.cabinet.id, name: 'Non' }))).toBe('CABINET_OWNER_ONLY');
    await g.owner.caller.cabinets.leave({ id: g.cabinet.id });
    expect((await g.member.caller.cabinets.get({ id: g.cabinet.id })).members).toHaveLength(1);
  });
});

describe('shared templates', () => {
  it('shares a private template to several cabinets; refuses public ones, others’ templates and an empty choice', async () => {
    const f = await cabinetFixture();
    const { cabinet: second } = await f.member.caller.cabinets.create({ name: 'Second cabinet' });
    const mine = f.own.member;
    expect(await f.member.caller.cabinets.shareTemplate({ templateId: mine.id, cabinetIds: [f.cabinet.id, second.id, second.id] })).toEqual({
      cabinetIds: [f.cabinet.id, second.id],
    });
    // Sharing again changes nothing.
    await f.member.caller.cabinets.shareTemplate({ templateId: mine.id, cabinetIds: [f.cabinet.id] });
    expect(await deps.prisma.cabinetTemplate.count({ where: { templateId: mine.id } })).toBe(2);

    expect(await rejectionMessages(f.member.caller.cabinets.shareTemplate({ templateId: mine.id, cabinetIds: [] }))).toEqual([
      'CABINET_NOT_SELECTED',
    ]);
    const published = await createTemplate(deps.prisma, { creatorId: f.member.user.id, isPublic: true });
    expect(await rejectionCode(f.member.caller.cabinets.shareTemplate({ templateId: published.id, cabinetIds: [f.cabinet.id] }))).toBe(
      'CABINET_TEMPLATE_NOT_PRIVATE',
    );
    expect(await rejectionCode(f.member.caller.cabinets.shareTemplate({ templateId: f.own.owner.id, cabinetIds: [f.cabinet.id] }))).toBe('NOT_FOUND');
    // All or nothing: one cabinet I am not in refuses the whole share.
    const elsewhere = await createCabinet(deps.prisma, { ownerId: f.outsider.user.id });
    const other = await createTemplate(deps.prisma, { creatorId: f.member.user.id });
    expect(await rejectionCode(f.member.caller.cabinets.shareTemplate({ templateId: other.id, cabinetIds: [f.cabinet.id, elsewhere.id] }))).toBe(
      'NOT_FOUND',
    );
    expect(await deps.prisma.cabinetTemplate.count({ where: { templateId: other.id } })).toBe(0);
  });

  it('members read the original’s current content; their copy keeps its origin and never changes with it', async () => {
    const f = await cabinetFixture();
    const { items } = await f.member.caller.cabinets.templates({ id: f.cabinet.id });
    const knee = items.find((t) => t.templateId === f.ownerShared.id)!;
    expect(knee).toMatchObject({ name: 'Bilan du genou', sharedByName: 'Olivia Owner', isMine: false, canUnshare: false, fieldCount: 3 });
    expect(knee.fields.map((field) => field.id)).toEqual(['motif', 'douleur']);
    // A member cannot edit it through templates.*: it is not theirs.
    expect(await rejectionCode(f.member.caller.templates.get({ id: f.ownerShared.id }))).toBe('NOT_FOUND');

    const { template: copy } = await f.member.caller.cabinets.duplicateTemplate({ id: f.cabinet.id, templateId: f.ownerShared.id });
    expect(copy).toMatchObject({
      name: 'Bilan du genou',
      originId: f.ownerShared.id,
      isMine: true,
      isPublic: false,
      creatorName: 'Marc Member',
    });

    await deps.prisma.template.update({ where: { id: f.ownerShared.id }, data: { name: 'Bilan du genou v2' } });
    expect((await f.member.caller.cabinets.templates({ id: f.cabinet.id })).items.map((t) => t.name)).toContain('Bilan du genou v2');
    expect((await f.member.caller.templates.get({ id: copy.id })).template.name).toBe('Bilan du genou');
    // A template not shared to this cabinet cannot be copied through it.
    expect(await rejectionCode(f.member.caller.cabinets.duplicateTemplate({ id: f.cabinet.id, templateId: f.own.owner.id }))).toBe('NOT_FOUND');
  });

  it('unshares: the one who shared it or the cabinet owner; others are refused', async () => {
    const f = await cabinetFixture();
    expect(await rejectionCode(f.member.caller.cabinets.unshareTemplate({ id: f.cabinet.id, templateId: f.ownerShared.id }))).toBe(
      'CABINET_UNSHARE_NOT_ALLOWED',
    );
    await f.member.caller.cabinets.unshareTemplate({ id: f.cabinet.id, templateId: f.memberShared.id });
    await f.owner.caller.cabinets.shareTemplate({ templateId: f.own.owner.id, cabinetIds: [f.cabinet.id] });
    await f.member.caller.cabinets.shareTemplate({ templateId: f.own.member.id, cabinetIds: [f.cabinet.id] });
    await f.owner.caller.cabinets.unshareTemplate({ id: f.cabinet.id, templateId: f.own.member.id });
    expect(await rejectionCode(f.owner.caller.cabinets.unshareTemplate({ id: f.cabinet.id, templateId: f.own.member.id }))).toBe('NOT_FOUND');
    expect((await f.owner.caller.cabinets.get({ id: f.cabinet.id })).templates.map((t) => t.templateId).sort()).toEqual(
      [f.ownerShared.id, f.own.owner.id].sort(),
    );
    expect(await deps.prisma.template.count({ where: { id: { in: [f.memberShared.id, f.own.member.id] } } })).toBe(2);
  });
});

describe('deleting', () => {
  it('deleting a cabinet removes its shares, members and invitations only: templates and copies stay', async () => {
    const f = await cabinetFixture();
    const { template: copy } = await f.member.caller.cabinets.duplicateTemplate({ id: f.cabinet.id, templateId: f.ownerShared.id });
    await f.owner.caller.cabinets.delete({ id: f.cabinet.id });
    expect(await deps.prisma.cabinetTemplate.count({ where: { cabinetId: f.cabinet.id } })).toBe(0);
    expect(await deps.prisma.cabinetMember.count({ where: { cabinetId: f.cabinet.id } })).toBe(0);
    expect(await deps.prisma.cabinetInvite.count({ where: { cabinetId: f.cabinet.id } })).toBe(0);
    expect(await deps.prisma.template.count({ where: { id: { in: [f.ownerShared.id, f.memberShared.id, copy.id] } } })).toBe(3);
    expect(await rejectionCode(f.member.caller.cabinets.get({ id: f.cabinet.id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(f.outsider.caller.cabinets.acceptInvite({ token: f.outsiderToken }))).toBe('CABINET_INVITE_INVALID');
  });

  it('deleting an account removes the cabinets it owns and its memberships', async () => {
    const f = await cabinetFixture();
    const { cabinet: joined } = await f.outsider.caller.cabinets.create({ name: 'Cabinet de Oscar' });
    await f.outsider.caller.cabinets.invite({ id: joined.id, email: f.owner.user.email });
    await f.owner.caller.cabinets.acceptInvite({ token: tokenMailedTo(f.owner.user.email) });
    const { template: copy } = await f.member.caller.cabinets.duplicateTemplate({ id: f.cabinet.id, templateId: f.ownerShared.id });

    await f.owner.caller.profile.deleteAccount({ confirmation: 'SUPPRIMER', locale: 'fr' });

    expect(await deps.prisma.cabinet.count({ where: { id: f.cabinet.id } })).toBe(0);
    expect(await deps.prisma.cabinetMember.count({ where: { userId: f.owner.user.id } })).toBe(0);
    expect((await f.outsider.caller.cabinets.get({ id: joined.id })).members.map((m) => m.userId)).toEqual([f.outsider.user.id]);
    expect((await f.member.caller.cabinets.list()).cabinets).toEqual([]);
    // The member's copy is theirs: it stays, its origin link cleared with the deleted original.
    expect((await f.member.caller.templates.get({ id: copy.id })).template).toMatchObject({ name: 'Bilan du genou', originId: null });
  });
});
