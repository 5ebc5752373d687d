// Changing the address (docs/auth-api.md#changing-the-address) through the real tRPC caller, database and an SMTP
// exchange: a pending address confirmed by a link sent to it, the notice to the old one, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { hashToken } from '@praxiform/db';
import { createCabinet, createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import type { TLocale } from '@praxiform/domain';
import {
  createTestCaller,
  outboxState,
  createTestDeps,
  createTestDepsWithInbox,
  linkIn,
  rejectionCode,
  type TSmtpInbox,
  type TTestDeps,
} from '../../testing';
import { hasHadTrial } from '../../services/subscriptions/trial-fingerprint';

let deps: TTestDeps;
let inbox: TSmtpInbox;

beforeAll(async () => {
  ({ inbox, deps } = await createTestDepsWithInbox());
});
afterAll(() => inbox.close());

const LINK = 'http://localhost:3000/confirm-email-change/';
const tokenIn = (mail: ParsedMail) => linkIn(mail, LINK).slice(LINK.length);

let counter = 0;
function address(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.org`;
}

async function practitioner(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, { firstName: 'Camille', lastName: 'Durand', email: address('holder'), ...over });
  return { user, caller: await createTestCaller(deps, user.id) };
}

async function guest() {
  return createTestCaller(deps);
}

async function auditActions(userId: number) {
  return deps.prisma.auditLog.findMany({
    where: { targetType: 'user', targetId: String(userId), action: { startsWith: 'profile.email_change' } },
    orderBy: { id: 'asc' },
  });
}

describe('profile.requestEmailChange then auth.confirmEmailChange', () => {
  it('keeps the verified address until the link is opened, then switches login and mails to the new one', async () => {
    const { user, caller } = await practitioner({ interfaceLanguage: 'en', firstName: 'Maxime', lastName: 'Lefèvre' });
    const newEmail = address('new');
    await deps.prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: 'reset-old', expiresAt: new Date(Date.now() + 3600_000) } });
    await deps.prisma.emailVerificationToken.create({
      data: { userId: user.id, tokenHash: 'verify-old', expiresAt: new Date(Date.now() + 3600_000) },
    });

    const before = Date.now();
    const requested = await caller.profile.requestEmailChange({ newEmail: newEmail.toUpperCase(), password: DEFAULT_TEST_PASSWORD });
    expect(requested).toEqual({
      pendingEmail: { address: newEmail, expiresAt: expect.any(String) },
      mail: { id: expect.any(String), status: 'queued' },
    });
    expect((await outboxState(deps, requested.mail.id)).status).toBe('sent');
    const ttl = new Date(requested.pendingEmail.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    expect((await caller.profile.get()).profile).toMatchObject({ email: user.email, pendingEmail: requested.pendingEmail });

    // Meanwhile the account keeps its verified address.
    const pending = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(pending).toMatchObject({ email: user.email, emailVerifiedAt: user.emailVerifiedAt });
    expect((await (await guest()).auth.login({ email: user.email, password: DEFAULT_TEST_PASSWORD })).status).toBe('authenticated');

    const mail = await inbox.next(newEmail);
    expect(mail.subject).toBe('Confirm the new email address of a Praxiform account');
    expect(mail.text).toContain('Maxime Lefèvre asked to use this address');
    expect(mail.text).toContain('If you did not ask for this, ignore this message: nothing changes');
    const token = tokenIn(mail);
    expect(token).toHaveLength(64);
    const row = await deps.prisma.emailChangeRequest.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // Opened on another device, without a session.
    const confirmedAt = Date.now();
    expect(await (await guest()).auth.confirmEmailChange({ token })).toEqual({ email: newEmail });
    const after = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.email).toBe(newEmail);
    expect(after.emailVerifiedAt!.getTime()).toBeGreaterThanOrEqual(confirmedAt - 1000);
    expect(await deps.prisma.emailChangeRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(await deps.prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await deps.prisma.emailVerificationToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await hasHadTrial(deps.prisma, deps.secretKey, user.email)).toBe(true);
    expect(await hasHadTrial(deps.prisma, deps.secretKey, newEmail)).toBe(false);

    const login = await guest();
    expect((await login.auth.login({ email: newEmail, password: DEFAULT_TEST_PASSWORD })).status).toBe('authenticated');
    expect(await rejectionCode(login.auth.login({ email: user.email, password: DEFAULT_TEST_PASSWORD }))).toBe('INVALID_CREDENTIALS');
    expect((await caller.profile.get()).profile).toMatchObject({ email: newEmail, pendingEmail: null });

    const notice = await inbox.next(user.email);
    expect(notice.subject).toBe('The email address of your Praxiform account was changed');
    expect(notice.text).toContain('Hello Maxime,');
    expect(notice.text).toContain(`was changed to ${newEmail}`);
    expect(notice.text).toContain('If you did not make this change');
    expect(notice.text).not.toContain(token);

    // (f) The audit trail: who, from where, and hashes of the addresses, never the addresses.
    const audits = await auditActions(user.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['profile.email_change.requested', user.id],
      ['profile.email_change.confirmed', user.id],
    ]);
    expect(audits[0]!.metadata).toEqual({ newEmailHash: hashToken(newEmail) });
    expect(audits[1]!.metadata).toEqual({ oldEmailHash: hashToken(user.email), newEmailHash: hashToken(newEmail) });
    for (const audit of audits) expect(JSON.stringify(audit)).not.toMatch(/example\.org/);
  });

  it.each([
    ['fr', 'Confirmez la nouvelle adresse e-mail d’un compte Praxiform', 'Élise Dubois a demandé d’utiliser cette adresse', 'ignorez ce message'],
    ['nl', 'Bevestig het nieuwe e-mailadres van een Praxiform-account', 'Élise Dubois heeft gevraagd dit adres', 'Negeer dit bericht'],
    ['en', 'Confirm the new email address of a Praxiform account', 'Élise Dubois asked to use this address', 'ignore this message'],
  ] as const)(
    'mails the confirmation in the holder’s language (%s), naming the holder, and the notice likewise',
    async (locale, subject, names, ignore) => {
      const { user, caller } = await practitioner({ interfaceLanguage: locale as TLocale, firstName: 'Élise', lastName: 'Dubois' });
      const newEmail = address(`lang-${locale}`);
      await caller.profile.requestEmailChange({ newEmail, password: DEFAULT_TEST_PASSWORD });
      const mail = await inbox.next(newEmail);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(names);
      expect(mail.text).toContain(newEmail);
      expect(mail.text).toContain(ignore);
      expect(mail.html).toContain(`href="${LINK}`);
      await (await guest()).auth.confirmEmailChange({ token: tokenIn(mail) });
      const notice = await inbox.next(user.email);
      expect(notice.text).toContain(newEmail);
      expect(notice.html).toContain(`lang="${locale}"`);
    },
  );

  it('(c) fails with EMAIL_CHANGE_ADDRESS_TAKEN when someone registered the pending address first, changing nothing', async () => {
    const { user, caller } = await practitioner();
    const wanted = address('wanted');
    await caller.profile.requestEmailChange({ newEmail: wanted, password: DEFAULT_TEST_PASSWORD });
    const token = tokenIn(await inbox.next(wanted));
    // A pending address reserves nothing: another account may ask for it too, and a newcomer may register with it.
    const rival = await practitioner();
    const rivalMail = (await rival.caller.profile.requestEmailChange({ newEmail: wanted, password: DEFAULT_TEST_PASSWORD })).mail;
    expect((await outboxState(deps, rivalMail.id)).status).toBe('sent');
    await inbox.next(wanted);
    await (
      await guest()
    ).auth.register({
      firstName: 'Vraie',
      lastName: 'Personne',
      email: wanted,
      password: 'Bonjour-2026',
      passwordConfirmation: 'Bonjour-2026',
      language: 'fr',
      acceptTerms: true,
    });

    expect(await rejectionCode((await guest()).auth.confirmEmailChange({ token }))).toBe('EMAIL_CHANGE_ADDRESS_TAKEN');
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ email: user.email, emailVerifiedAt: user.emailVerifiedAt });
    expect(await deps.prisma.emailChangeRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(await hasHadTrial(deps.prisma, deps.secretKey, user.email)).toBe(false);
    expect((await caller.profile.get()).profile.pendingEmail).toBeNull();
    expect(await rejectionCode(rival.caller.profile.requestEmailChange({ newEmail: wanted, password: DEFAULT_TEST_PASSWORD }))).toBe(
      'EMAIL_ALREADY_USED',
    );
    // The link is gone with the request.
    expect(await rejectionCode((await guest()).auth.confirmEmailChange({ token }))).toBe('LINK_INVALID');
  });
});

describe('(d) what a change of address asks for', () => {
  it('refuses a wrong or missing password, writing and mailing nothing', async () => {
    const { user, caller } = await practitioner();
    const newEmail = address('nope');
    const before = inbox.messages.length;
    expect(await rejectionCode(caller.profile.requestEmailChange({ newEmail, password: 'Pas-le-bon-1' }))).toBe('PASSWORD_INCORRECT');
    expect(await rejectionCode(caller.profile.requestEmailChange({ newEmail }))).toBe('PASSWORD_INCORRECT');
    expect(await deps.prisma.emailChangeRequest.count({ where: { userId: user.id } })).toBe(0);
    expect(await auditActions(user.id)).toEqual([]);
    expect(inbox.messages.length).toBe(before);
  });

  it('asks a Google-only account for a fresh Google sign-in (a session under 10 minutes old)', async () => {
    const { user, caller } = await practitioner({ password: null });
    await deps.prisma.session.update({ where: { id: hashToken(caller.token!) }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    const newEmail = address('google');
    expect(await rejectionCode(caller.profile.requestEmailChange({ newEmail }))).toBe('REAUTHENTICATION_REQUIRED');
    // A password typed for an account that has none changes nothing.
    expect(await rejectionCode(caller.profile.requestEmailChange({ newEmail, password: 'Quelque-chose-1' }))).toBe('REAUTHENTICATION_REQUIRED');
    expect(await deps.prisma.emailChangeRequest.count({ where: { userId: user.id } })).toBe(0);

    const fresh = await createTestCaller(deps, user.id);
    expect((await fresh.profile.requestEmailChange({ newEmail })).pendingEmail.address).toBe(newEmail);
    await inbox.next(newEmail);
  });

  it('refuses the current address, another account’s address and a malformed one', async () => {
    const { user, caller } = await practitioner();
    const other = await createUser(deps.prisma, { email: address('other') });
    const ask = (newEmail: string) => rejectionCode(caller.profile.requestEmailChange({ newEmail, password: DEFAULT_TEST_PASSWORD }));
    expect(await ask(user.email.toUpperCase())).toBe('EMAIL_CHANGE_SAME_ADDRESS');
    expect(await ask(other.email.toUpperCase())).toBe('EMAIL_ALREADY_USED');
    expect(await ask('not-an-email')).toBe('VALIDATION_FAILED');
    expect(await deps.prisma.emailChangeRequest.count({ where: { userId: user.id } })).toBe(0);
  });

  it('needs a session', async () => {
    expect(await rejectionCode((await guest()).profile.requestEmailChange({ newEmail: address('x'), password: 'x' }))).toBe('UNAUTHENTICATED');
    expect(await rejectionCode((await guest()).profile.cancelEmailChange())).toBe('UNAUTHENTICATED');
  });
});

describe('(e) the link: single use, 24 hours, replaced by a new request, dropped by a cancellation', () => {
  it('answers LINK_EXPIRED after 24 hours and LINK_INVALID once used, replaced, cancelled or unknown', async () => {
    const { user, caller } = await practitioner();
    const first = address('first');
    await caller.profile.requestEmailChange({ newEmail: first, password: DEFAULT_TEST_PASSWORD });
    const firstToken = tokenIn(await inbox.next(first));
    // "Send again" is a new request: the earlier link stops working.
    await caller.profile.requestEmailChange({ newEmail: first, password: DEFAULT_TEST_PASSWORD });
    const secondToken = tokenIn(await inbox.next(first));
    const anonymous = await guest();
    expect(await rejectionCode(anonymous.auth.confirmEmailChange({ token: firstToken }))).toBe('LINK_INVALID');

    await deps.prisma.emailChangeRequest.update({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await rejectionCode(anonymous.auth.confirmEmailChange({ token: secondToken }))).toBe('LINK_EXPIRED');
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    // The profile still shows it, expired, so the user can send it again or cancel.
    expect((await caller.profile.get()).profile.pendingEmail?.address).toBe(first);

    expect(await caller.profile.cancelEmailChange()).toEqual({ success: true });
    expect((await caller.profile.get()).profile.pendingEmail).toBeNull();
    expect(await rejectionCode(anonymous.auth.confirmEmailChange({ token: secondToken }))).toBe('LINK_INVALID');
    expect((await auditActions(user.id)).map((a) => a.action)).toEqual([
      'profile.email_change.requested',
      'profile.email_change.requested',
      'profile.email_change.canceled',
    ]);

    const second = address('second');
    await caller.profile.requestEmailChange({ newEmail: second, password: DEFAULT_TEST_PASSWORD });
    const token = tokenIn(await inbox.next(second));
    expect(await anonymous.auth.confirmEmailChange({ token })).toEqual({ email: second });
    expect(await rejectionCode(anonymous.auth.confirmEmailChange({ token }))).toBe('LINK_INVALID');
    expect(await rejectionCode(anonymous.auth.confirmEmailChange({ token: 'x'.repeat(64) }))).toBe('LINK_INVALID');
    expect(await rejectionCode(anonymous.auth.confirmEmailChange({ token: '' }))).toBe('VALIDATION_FAILED');
  });

  it('keeps the request and its mail queued when the confirmation mail fails, and the change when the notice fails', async () => {
    const down = await createTestDeps({ mailer: { describe: 'down', send: () => Promise.reject(new Error('smtp down')) } });
    const user = await createUser(down.prisma, { email: address('down') });
    const caller = await createTestCaller(down, user.id);
    const newEmail = address('down-new');
    const requested = await caller.profile.requestEmailChange({ newEmail, password: DEFAULT_TEST_PASSWORD });
    expect(await outboxState(down, requested.mail.id)).toEqual({ status: 'queued', lastError: 'smtp down' });
    // The mail never left; the test reads the token the way the link would carry it, by issuing a known one.
    await down.prisma.emailChangeRequest.update({ where: { userId: user.id }, data: { tokenHash: hashToken('known-token-for-down-mailer') } });
    expect(await (await createTestCaller(down)).auth.confirmEmailChange({ token: 'known-token-for-down-mailer' })).toEqual({ email: newEmail });
    expect((await down.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
    // The notice to the old address waits in the outbox for the relay's return.
    const notice = await down.prisma.mailOutbox.findFirstOrThrow({ where: { kind: 'emailChangeNotice', ownerId: user.id } });
    expect(notice).toMatchObject({ status: 'queued', toAddress: user.email, lastError: 'smtp down' });
  });
});

describe('invitations go to verified addresses only (docs/cabinets-api.md#invitations)', () => {
  it('treats an unverified account’s address as unknown: no notification, the register mail', async () => {
    const owner = await practitioner({ firstName: 'Olivia', lastName: 'Owner' });
    const cabinet = await createCabinet(deps.prisma, { ownerId: owner.user.id, name: 'Cabinet Nord' });
    const unverified = await createUser(deps.prisma, { email: address('unverified'), emailVerifiedAt: null });
    await owner.caller.cabinets.invite({ id: cabinet.id, email: unverified.email });
    const mail = await inbox.next(unverified.email);
    expect(linkIn(mail, 'http://localhost:3000/')).toContain('/register?invite=');
    expect(await deps.prisma.notification.count({ where: { userId: unverified.id } })).toBe(0);

    const verified = await createUser(deps.prisma, { email: address('verified') });
    await owner.caller.cabinets.invite({ id: cabinet.id, email: verified.email });
    expect(linkIn(await inbox.next(verified.email), 'http://localhost:3000/')).toContain('/cabinet?invite=');
    expect(await deps.prisma.notification.count({ where: { userId: verified.id, kind: 'cabinet_invite' } })).toBe(1);
  });
});
