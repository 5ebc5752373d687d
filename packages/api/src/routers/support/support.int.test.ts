// support.* and admin.support.* through the real tRPC caller and database (docs/support-api.md): a practitioner's
// tickets stay theirs, a closed ticket refuses replies, unread replies, the reply's notification and mail, the audit
// trail, and every admin.support procedure refused to a non-admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@praxiform/db/testing';
import { storeImage } from '../../services/files/stored-files';
import { appRouter } from '../../root';
import { createTestCaller, createTestDeps, rejectionCode, rejectionMessages } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(1)]);

async function account(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id, { ip: '203.0.113.9' }) };
}

const newTicket = { category: 'technical', subject: 'Export PDF vide', message: 'Le PDF exporté ne contient aucune réponse.' } as const;

describe('support.* (practitioner)', () => {
  it("never shows another practitioner's ticket: the same NOT_FOUND as an unknown id, for every procedure", async () => {
    const alice = await account();
    const bob = await account();
    const ticket = await alice.caller.support.create(newTicket);
    expect(ticket.reference).toMatch(/^SUP-\d{4}-\d{6}$/);
    expect(await bob.caller.support.list()).toEqual([]);
    const unknown = ticket.id + 1_000_000;
    for (const id of [ticket.id, unknown]) {
      expect(await rejectionCode(bob.caller.support.get({ id }))).toBe('NOT_FOUND');
      expect(await rejectionCode(bob.caller.support.reply({ id, message: 'Je réponds à la place.' }))).toBe('NOT_FOUND');
      expect(await rejectionCode(bob.caller.support.resolve({ id }))).toBe('NOT_FOUND');
    }
    // Nothing was written to Alice's ticket.
    expect(await deps.prisma.supportMessage.count({ where: { ticketId: ticket.id } })).toBe(1);
    expect((await alice.caller.support.get({ id: ticket.id })).status).toBe('open');
  });

  it('validates the subject, the message and the category with translated messages', async () => {
    const { caller } = await account();
    expect(await rejectionMessages(caller.support.create({ ...newTicket, subject: ' abc ' }))).toEqual(['SUPPORT_SUBJECT_TOO_SHORT']);
    expect(await rejectionMessages(caller.support.create({ ...newTicket, subject: 'x'.repeat(101) }))).toEqual(['SUPPORT_SUBJECT_TOO_LONG']);
    expect(await rejectionMessages(caller.support.create({ ...newTicket, message: 'trop court' + ' ' }))).toEqual([]);
    expect(await rejectionMessages(caller.support.create({ ...newTicket, message: 'court' }))).toEqual(['SUPPORT_MESSAGE_TOO_SHORT']);
    expect(await rejectionMessages(caller.support.create({ ...newTicket, message: 'x'.repeat(2001) }))).toEqual(['SUPPORT_MESSAGE_TOO_LONG']);
    expect(await rejectionCode(caller.support.create({ ...newTicket, category: 'gossip' as 'other' }))).toBe('VALIDATION_FAILED');
    expect(await rejectionMessages(caller.support.create({ ...newTicket, attachmentId: 'not-a-uuid' }))).toEqual(['SUPPORT_ATTACHMENT_INVALID']);
  });

  it("attaches only the author's own upload; the practitioner and administrators read it through the conversation", async () => {
    const alice = await account();
    const bob = await account();
    const mine = await storeImage(deps, alice.user, { bytes: PNG });
    const bobs = await storeImage(deps, bob.user, { bytes: PNG });
    expect(await rejectionCode(alice.caller.support.create({ ...newTicket, attachmentId: bobs.fileId }))).toBe('NOT_FOUND');
    const ticket = await alice.caller.support.create({ ...newTicket, attachmentId: mine.fileId });
    const detail = await alice.caller.support.get({ id: ticket.id });
    expect(detail.messages).toEqual([expect.objectContaining({ fromSupport: false, attachmentUrl: mine.url, body: newTicket.message })]);
  });

  it('opens at most 10 tickets an hour per practitioner (RATE_LIMITED), replies are not limited by it', async () => {
    const alice = await account();
    const bob = await account();
    const ticket = await alice.caller.support.create(newTicket);
    for (let i = 1; i < 10; i += 1) await alice.caller.support.create(newTicket);
    expect(await rejectionCode(alice.caller.support.create(newTicket))).toBe('RATE_LIMITED');
    expect(await deps.prisma.supportTicket.count({ where: { userId: alice.user.id } })).toBe(10);
    expect((await alice.caller.support.reply({ id: ticket.id, message: 'Une précision sur ma demande.' })).status).toBe('open');
    expect((await bob.caller.support.create(newTicket)).status).toBe('open');
  });

  it('a closed ticket refuses replies (TICKET_CLOSED) from both sides until reopened', async () => {
    const alice = await account();
    const admin = await account({ isAdministrator: true });
    const ticket = await alice.caller.support.create(newTicket);
    await admin.caller.admin.support.close({ id: ticket.id });
    expect(await rejectionCode(alice.caller.support.reply({ id: ticket.id, message: 'Encore une question ?' }))).toBe('TICKET_CLOSED');
    expect(await rejectionCode(alice.caller.support.resolve({ id: ticket.id }))).toBe('TICKET_CLOSED');
    expect(await rejectionCode(admin.caller.admin.support.reply({ id: ticket.id, message: 'Une dernière précision.' }))).toBe('TICKET_CLOSED');
    expect(await deps.prisma.supportMessage.count({ where: { ticketId: ticket.id } })).toBe(1);
    await admin.caller.admin.support.reopen({ id: ticket.id });
    expect((await alice.caller.support.reply({ id: ticket.id, message: 'Encore une question ?' })).status).toBe('open');
  });

  it("counts support's replies the practitioner has not read, until they open the ticket", async () => {
    const alice = await account();
    const admin = await account({ isAdministrator: true });
    const first = await alice.caller.support.create(newTicket);
    const second = await alice.caller.support.create({ ...newTicket, subject: 'Facture introuvable', category: 'billing' });
    await admin.caller.admin.support.reply({ id: first.id, message: 'Pouvez-vous nous envoyer une capture ?' });
    await admin.caller.admin.support.reply({ id: first.id, message: 'Nous avons trouvé la cause du problème.' });
    const unread = async () => Object.fromEntries((await alice.caller.support.list()).map((t) => [t.id, t.unreadCount]));
    expect(await unread()).toEqual({ [first.id]: 2, [second.id]: 0 });
    // The last activity comes first.
    expect((await alice.caller.support.list()).map((t) => t.id)).toEqual([first.id, second.id]);
    const detail = await alice.caller.support.get({ id: first.id });
    expect(detail.messages.map((m) => [m.fromSupport, m.authorName])).toEqual([
      [false, 'Camille Durand'],
      [true, null],
      [true, null],
    ]);
    expect(await unread()).toEqual({ [first.id]: 0, [second.id]: 0 });
    // Her own reply does not count; a later support reply does.
    await alice.caller.support.reply({ id: first.id, message: 'Voici la capture demandée.' });
    await admin.caller.admin.support.reply({ id: first.id, message: 'Merci, corrigé dans la version du jour.' });
    expect(await unread()).toEqual({ [first.id]: 1, [second.id]: 0 });
    expect((await alice.caller.support.list({ status: 'open' })).length).toBe(2);
    await alice.caller.support.resolve({ id: second.id });
    expect((await alice.caller.support.list({ status: 'resolved' })).map((t) => t.id)).toEqual([second.id]);
  });
});

describe('admin.support.* (support desk)', () => {
  it('a reply notifies the practitioner in the app and mails them in their language when their preference is on', async () => {
    const admin = await account({ isAdministrator: true });
    const nl = await account({ interfaceLanguage: 'nl', firstName: 'Saskia' });
    const quiet = await account({ emailNotifications: false });
    const t1 = await nl.caller.support.create(newTicket);
    const t2 = await quiet.caller.support.create(newTicket);
    const picture = await storeImage(deps, admin.user, { bytes: PNG });
    const before = deps.sent.length;
    expect(
      await admin.caller.admin.support.reply({ id: t1.id, message: 'Wij hebben het probleem opgelost.', attachmentId: picture.fileId }),
    ).toMatchObject({
      mail: { status: 'queued' },
    });
    // The practitioner who turned mails off gets none: nothing is queued.
    expect(await admin.caller.admin.support.reply({ id: t2.id, message: 'Nous avons corrigé le problème.' })).toMatchObject({ mail: null });
    const mails = deps.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([nl.user.email]);
    expect(mails[0]).toMatchObject({ kind: 'supportReply', subject: `Antwoord van support: “${newTicket.subject}” (${t1.reference})` });
    expect(mails[0]?.text).toContain(`http://localhost:3000/nl/support?ticket=${t1.id}`);
    // The message itself is not in the mail: it is read in the app.
    expect(mails[0]?.text).not.toContain('Wij hebben het probleem opgelost.');
    for (const [who, ticket] of [
      [nl, t1],
      [quiet, t2],
    ] as const) {
      expect(await deps.prisma.notification.findMany({ where: { userId: who.user.id }, select: { kind: true, ticketId: true } })).toEqual([
        { kind: 'support_reply', ticketId: ticket.id },
      ]);
    }
    // The panel's line leads to that ticket.
    expect((await nl.caller.notifications.list({})).items).toMatchObject([{ kind: 'support_reply', ticketId: t1.id, read: false }]);
    const seen = await nl.caller.support.get({ id: t1.id });
    expect(seen.messages.at(-1)).toMatchObject({ fromSupport: true, attachmentUrl: picture.url, body: 'Wij hebben het probleem opgelost.' });
  });

  it('lists every ticket with filters and search by reference or email, and shows the user context', async () => {
    const admin = await account({ isAdministrator: true });
    const marker = `desk-${Date.now()}`;
    const alice = await account({ email: `${marker}-alice@test.praxiform`, role: 'client' });
    const bob = await account({ email: `${marker}-bob@test.praxiform` });
    const a = await alice.caller.support.create(newTicket);
    const b = await bob.caller.support.create({ ...newTicket, category: 'billing' });
    await deps.prisma.subscription.update({ where: { userId: alice.user.id }, data: { status: 'active', plan: 'yearly' } });
    const ids = async (input: Parameters<typeof admin.caller.admin.support.list>[0]) =>
      (await admin.caller.admin.support.list(input)).tickets.map((t) => t.id);
    expect(await ids({ search: marker })).toEqual([b.id, a.id]);
    expect(await ids({ search: `${marker}-ALICE` })).toEqual([a.id]);
    expect(await ids({ search: b.reference.toLowerCase() })).toEqual([b.id]);
    expect(await ids({ search: marker, category: 'billing' })).toEqual([b.id]);
    await admin.caller.admin.support.resolve({ id: a.id });
    expect(await ids({ search: marker, status: 'resolved' })).toEqual([a.id]);
    const page = await admin.caller.admin.support.list({ search: marker, pageSize: 1, page: 2 });
    expect(page).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      tickets: [{ id: a.id, user: { email: alice.user.email, name: 'Camille Durand' } }],
    });
    const detail = await admin.caller.admin.support.get({ id: a.id });
    expect(detail.userContext).toMatchObject({ email: alice.user.email, role: 'client', subscriptionStatus: 'active', subscriptionPlan: 'yearly' });
    expect(detail.messages).toEqual([expect.objectContaining({ fromSupport: false, authorName: 'Camille Durand' })]);
    expect(await rejectionCode(admin.caller.admin.support.get({ id: a.id + 1_000_000 }))).toBe('NOT_FOUND');
  });

  it('writes every action to the audit log: who, which action, on whom, from which IP', async () => {
    const admin = await account({ isAdministrator: true });
    const alice = await account();
    const ticket = await alice.caller.support.create(newTicket);
    await admin.caller.admin.support.reply({ id: ticket.id, message: 'Nous regardons cela tout de suite.' });
    await admin.caller.admin.support.resolve({ id: ticket.id });
    await admin.caller.admin.support.close({ id: ticket.id });
    await admin.caller.admin.support.reopen({ id: ticket.id });
    const rows = await deps.prisma.auditLog.findMany({ where: { actorId: admin.user.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.action, r.targetType, r.targetId, r.ip, (r.metadata as { ticketId: number }).ticketId])).toEqual(
      ['support.replied', 'support.resolved', 'support.closed', 'support.reopened'].map((action) => [
        action,
        'user',
        String(alice.user.id),
        '203.0.113.9',
        ticket.id,
      ]),
    );
  });

  it('refuses every admin.support procedure to a practitioner (ADMIN_ONLY) and a guest (UNAUTHENTICATED)', async () => {
    const alice = await account();
    const guest = await createTestCaller(deps);
    const ticket = await alice.caller.support.create(newTicket);
    const calls = {
      list: (c: typeof alice.caller) => c.admin.support.list({}),
      get: (c: typeof alice.caller) => c.admin.support.get({ id: ticket.id }),
      reply: (c: typeof alice.caller) => c.admin.support.reply({ id: ticket.id, message: 'Je me réponds à moi-même.' }),
      resolve: (c: typeof alice.caller) => c.admin.support.resolve({ id: ticket.id }),
      close: (c: typeof alice.caller) => c.admin.support.close({ id: ticket.id }),
      reopen: (c: typeof alice.caller) => c.admin.support.reopen({ id: ticket.id }),
    };
    // Every procedure of the router is in the table.
    expect(Object.keys(calls).sort()).toEqual(
      Object.keys(appRouter._def.procedures)
        .filter((path) => path.startsWith('admin.support.'))
        .map((path) => path.slice('admin.support.'.length))
        .sort(),
    );
    for (const call of Object.values(calls)) {
      expect(await rejectionCode(call(alice.caller))).toBe('ADMIN_ONLY');
      expect(await rejectionCode(call(guest))).toBe('UNAUTHENTICATED');
    }
    expect(await deps.prisma.supportMessage.count({ where: { ticketId: ticket.id } })).toBe(1);
    expect((await alice.caller.support.get({ id: ticket.id })).status).toBe('open');
  });
});
