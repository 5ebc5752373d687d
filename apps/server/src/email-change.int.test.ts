// Issue 23, "An address can be taken without proof", reproduced over real HTTP (createApp), the real database and a
// real SMTP exchange: a practitioner tries to take the address a cabinet owner has just invited (docs/auth-api.md,
// "Changing the address").
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, type ApiDeps } from '@praxiform/api';
import { createTestDeps, linkIn, startSmtpInbox, type TSmtpInbox } from '@praxiform/api/testing';
import { createCabinet, createTemplate, createUser, DEFAULT_TEST_PASSWORD, shareTemplateToCabinet } from '@praxiform/db/testing';
import { createApp } from './app';

let inbox: TSmtpInbox;
let deps: ApiDeps;
let server: Server;
let base: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  deps = await createTestDeps({ mailer: createSmtpMailer(inbox.url, 'Praxiform <no-reply@praxiform.test>') });
  server = await new Promise((resolve) => {
    const s = createApp({ deps }).listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await inbox.close();
});

type TAnswer = { status: number; body: Record<string, unknown> };

async function post(path: string, body: unknown, token?: string): Promise<TAnswer> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A tRPC mutation over HTTP: its data, or its application code when refused. */
async function mutation(path: string, input: unknown, token?: string): Promise<{ status: number; data?: unknown; code?: string }> {
  const { status, body } = await post(`/api/trpc/${path}`, input, token);
  const result = body as { result?: { data: unknown }; error?: { data: { appCode: string } } };
  return result.error ? { status, code: result.error.data.appCode } : { status, data: result.result?.data };
}

async function query(path: string, token: string): Promise<unknown> {
  const res = await fetch(`${base}/api/trpc/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: { data: unknown } }).result.data;
}

async function login(email: string, password: string): Promise<TAnswer> {
  return post('/api/login', { email, password });
}

async function tokenOf(email: string, password = DEFAULT_TEST_PASSWORD): Promise<string> {
  const answer = await login(email, password);
  expect(answer.status, `login of ${email}`).toBe(200);
  return (answer.body.data as { token: string }).token;
}

describe('an invited address cannot be taken by another account', () => {
  it('keeps the attacker on their own address; the real owner registers, verifies and joins the cabinet', async () => {
    const owner = await createUser(deps.prisma, { firstName: 'Olivia', lastName: 'Owner', email: 'olivia.owner@example.org' });
    const attacker = await createUser(deps.prisma, { firstName: 'Axel', lastName: 'Attaquant', email: 'axel@example.org', interfaceLanguage: 'en' });
    const cabinet = await createCabinet(deps.prisma, { ownerId: owner.id, name: 'Cabinet des Lilas' });
    const shared = await createTemplate(deps.prisma, { creatorId: owner.id, name: 'Bilan du genou' });
    await shareTemplateToCabinet(deps.prisma, { cabinetId: cabinet.id, templateId: shared.id, sharedById: owner.id });
    const invited = 'x.newcomer@example.org';

    const ownerToken = await tokenOf(owner.email);
    expect(await mutation('cabinets.invite', { id: cabinet.id, email: invited }, ownerToken)).toMatchObject({ status: 200 });
    const inviteMail = await inbox.next(invited);
    const inviteToken = new URL(linkIn(inviteMail, 'http://localhost:3000/')).searchParams.get('invite')!;
    expect(inviteToken).toMatch(/^[A-Za-z0-9_-]{48,}$/);

    const attackerToken = await tokenOf(attacker.email);
    // The old way: profile.update with the invited address. It no longer touches the address (the key is not read).
    const update = await mutation(
      'profile.update',
      { firstName: 'Axel', lastName: 'Attaquant', email: invited, profession: 'physiotherapist' },
      attackerToken,
    );
    expect(update.status).toBe(200);
    expect((update.data as { user: { email: string } }).user.email).toBe('axel@example.org');
    // The new way: a pending address, confirmed only by a link sent to it.
    const request = await mutation('profile.requestEmailChange', { newEmail: invited, password: DEFAULT_TEST_PASSWORD }, attackerToken);
    expect(request).toMatchObject({ status: 200, data: { pendingEmail: { address: invited }, mail: { status: 'queued' } } });

    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: attacker.id } });
    expect(row.email).toBe('axel@example.org');
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await login('axel@example.org', DEFAULT_TEST_PASSWORD)).status).toBe(200);
    expect((await login(invited, DEFAULT_TEST_PASSWORD)).status).toBe(401);

    // What the invited address receives: a confirmation that names the account holder, not a sign-up verification.
    const changeMail = await inbox.next(invited);
    expect(changeMail.subject).toBe('Confirm the new email address of a Praxiform account');
    expect(changeMail.text).toContain('Axel Attaquant');
    expect(changeMail.text).not.toContain('/verify-email/');
    const changeLink = linkIn(changeMail, 'http://localhost:3000/confirm-email-change/');

    // The real owner of the address can still register (a pending address reserves nothing)…
    const registered = await post('/api/register', {
      first_name: 'Xavier',
      last_name: 'Newcomer',
      email: invited,
      password: 'Bonjour-2026',
      password_confirmation: 'Bonjour-2026',
      language: 'en',
      accept_terms: true,
    });
    expect(registered).toMatchObject({ status: 201, body: { success: true, data: { email: invited } } });

    // …the invitation token does not work for the attacker…
    expect(await mutation('cabinets.acceptInvite', { token: inviteToken }, attackerToken)).toMatchObject({
      status: 403,
      code: 'CABINET_INVITE_WRONG_ACCOUNT',
    });
    // …and the attacker's confirmation link now fails with a clear code, changing nothing.
    const confirm = await mutation('auth.confirmEmailChange', { token: changeLink.split('/').pop() });
    expect(confirm).toMatchObject({ status: 409, code: 'EMAIL_CHANGE_ADDRESS_TAKEN' });
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: attacker.id } })).email).toBe('axel@example.org');
    expect(await deps.prisma.emailChangeRequest.count({ where: { userId: attacker.id } })).toBe(0);

    // The real owner verifies the address, signs in and joins with the mailed invitation.
    const verifyMail = await inbox.next(invited);
    const verifyToken = linkIn(verifyMail, 'http://localhost:3000/verify-email/').split('/').pop();
    expect(await mutation('auth.verifyEmail', { token: verifyToken })).toMatchObject({ status: 200, data: { status: 'verified' } });
    const newcomerToken = await tokenOf(invited, 'Bonjour-2026');
    expect((await post('/api/complete-profile', { profession: 'physiotherapist' }, newcomerToken)).status).toBe(200);
    expect(await mutation('cabinets.acceptInvite', { token: inviteToken }, newcomerToken)).toMatchObject({
      status: 200,
      data: { cabinetId: cabinet.id },
    });
    const members = await deps.prisma.cabinetMember.findMany({ where: { cabinetId: cabinet.id }, select: { userId: true } });
    expect(members.map((m) => m.userId)).not.toContain(attacker.id);
    expect((await query(`cabinets.list`, attackerToken)) as { cabinets: unknown[] }).toMatchObject({ cabinets: [] });
  });
});
