// profile.changePassword, profile.deleteAccount and profile.updateRole: re-checks, session revocation, delete rules, audit.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, verifyPassword } from '@praxiform/db';
import { DEFAULT_TEST_PASSWORD, createPatient, createSubmission, createSubscription, createTemplate, createUser } from '@praxiform/db/testing';
import { validateSessionToken } from '../../auth/session';
import { createTestCaller, createTestDeps, readTestObject, rejectionCode, rejectionIssues } from '../../testing';
import { writeStoredImage } from '../../services/files/stored-files';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const NEW_PASSWORD = 'N3w-Passw0rd!';

describe('profile.changePassword', () => {
  it('changes the password, keeps this session, revokes the others and pending reset links, writes an audit row', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const other = await createTestCaller(deps, user.id);
    const stranger = await createUser(deps.prisma);
    const strangerCaller = await createTestCaller(deps, stranger.id);
    await deps.prisma.passwordResetToken.create({
      data: { userId: user.id, tokenHash: `reset-${user.id}`, expiresAt: new Date(Date.now() + 3600_000) },
    });

    const result = await caller.profile.changePassword({
      currentPassword: DEFAULT_TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(result).toEqual({ success: true });
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row.passwordHash, DEFAULT_TEST_PASSWORD)).toBe(false);
    expect(await validateSessionToken(deps.prisma, caller.token!)).not.toBeNull();
    expect(await validateSessionToken(deps.prisma, other.token!)).toBeNull();
    expect(await validateSessionToken(deps.prisma, strangerCaller.token!)).not.toBeNull();
    expect(await deps.prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { action: 'password.changed', targetId: String(user.id) } });
    expect(audit).toMatchObject({ actorId: user.id, targetType: 'user', ip: '127.0.0.1', metadata: null });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const other = await createTestCaller(deps, user.id);
    expect(
      await rejectionCode(
        caller.profile.changePassword({ currentPassword: 'Wrong-Password-1!', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
      ),
    ).toBe('PASSWORD_INCORRECT');
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(row.passwordHash, DEFAULT_TEST_PASSWORD)).toBe(true);
    expect(await validateSessionToken(deps.prisma, other.token!)).not.toBeNull();
  });

  it('refuses accounts without a password (Google only): they set one through "forgot password"', async () => {
    const user = await createUser(deps.prisma, { password: null });
    const caller = await createTestCaller(deps, user.id);
    expect(
      await rejectionCode(caller.profile.changePassword({ currentPassword: 'anything', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })),
    ).toBe('PASSWORD_INCORRECT');
  });

  it('applies the one password rule of register and reset (special character included) and the confirmation', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    expect(
      await rejectionIssues(
        caller.profile.changePassword({ currentPassword: DEFAULT_TEST_PASSWORD, password: 'NoSpecial1', passwordConfirmation: 'NoSpecial1' }),
      ),
    ).toEqual(['password:PASSWORD_NO_SPECIAL']);
    expect(
      await rejectionIssues(
        caller.profile.changePassword({ currentPassword: DEFAULT_TEST_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: 'other' }),
      ),
    ).toEqual(['passwordConfirmation:PASSWORD_MISMATCH']);
    expect(await rejectionIssues(caller.profile.changePassword({ currentPassword: '', password: 'short', passwordConfirmation: 'short' }))).toEqual([
      'currentPassword:PASSWORD_REQUIRED',
      'password:PASSWORD_TOO_SHORT',
      'password:PASSWORD_NO_UPPERCASE',
      'password:PASSWORD_NO_DIGIT',
      'password:PASSWORD_NO_SPECIAL',
    ]);
  });
});

describe('profile.deleteAccount', () => {
  it('refuses a wrong or differently cased word, and the word of another language', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    for (const input of [
      { confirmation: 'supprimer', locale: 'fr' as const },
      { confirmation: 'DELETE', locale: 'fr' as const },
      { confirmation: 'SUPPRIMER ', locale: 'fr' as const },
      { confirmation: 'VERWIJDEREN', locale: 'nl' as const },
    ]) {
      expect(await rejectionCode(caller.profile.deleteAccount(input)), input.confirmation).toBe('CONFIRMATION_WORD_MISMATCH');
    }
    expect(await deps.prisma.user.count({ where: { id: user.id } })).toBe(1);
  });

  it('deletes patients, submissions (anonymous forms too), private templates and sessions; public templates stay credited', async () => {
    const user = await createUser(deps.prisma, { firstName: 'Claire', lastName: 'Martin' });
    const bystander = await createUser(deps.prisma);
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    const sent = await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id });
    const anonymous = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous' });
    const privateTemplate = await createTemplate(deps.prisma, { creatorId: user.id });
    const publicTemplate = await createTemplate(deps.prisma, { creatorId: user.id, isPublic: true, name: 'Bilan public' });
    const bystanderPatient = await createPatient(deps.prisma, { ownerId: bystander.id });
    // A patient's picture and the practitioner's own upload: their bytes go with the account, a bystander's stay.
    const picture = await writeStoredImage(deps, { ownerId: user.id, body: { bytes: PNG }, uploadScope: 'a'.repeat(64) });
    const upload = await writeStoredImage(deps, { ownerId: user.id, body: { bytes: PNG } });
    const bystanders = await writeStoredImage(deps, { ownerId: bystander.id, body: { bytes: PNG } });
    const keyOf = async (fileId: string) => (await deps.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } })).storageKey;
    const [pictureKey, uploadKey, bystanderKey] = [await keyOf(picture.fileId), await keyOf(upload.fileId), await keyOf(bystanders.fileId)];
    const caller = await createTestCaller(deps, user.id, { ip: '203.0.113.9' });
    const second = await createTestCaller(deps, user.id);

    expect(await caller.profile.deleteAccount({ confirmation: 'DELETE', locale: 'en' })).toEqual({ success: true });

    expect(await readTestObject(deps.files, pictureKey)).toBeNull();
    expect(await readTestObject(deps.files, uploadKey)).toBeNull();
    expect(await readTestObject(deps.files, bystanderKey)).toEqual(PNG);

    expect(await deps.prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await deps.prisma.patient.count({ where: { id: patient.id } })).toBe(0);
    expect(await deps.prisma.submission.count({ where: { id: { in: [sent.id, anonymous.id] } } })).toBe(0);
    expect(await deps.prisma.template.count({ where: { id: privateTemplate.id } })).toBe(0);
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await validateSessionToken(deps.prisma, second.token!)).toBeNull();
    const kept = await deps.prisma.template.findUniqueOrThrow({ where: { id: publicTemplate.id } });
    expect(kept).toMatchObject({ isPublic: true, creatorId: null, ownerId: null, creatorName: 'Claire Martin', name: 'Bilan public' });
    expect(await deps.prisma.patient.count({ where: { id: bystanderPatient.id } })).toBe(1);

    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { action: 'account.deleted', targetId: String(user.id) } });
    expect(audit).toMatchObject({ actorId: null, ip: '203.0.113.9', metadata: { userId: user.id, emailHash: hashToken(user.email) } });
    expect(JSON.stringify(audit)).not.toContain(user.email);
    // The deleted user's token no longer opens anything: a new request with it is a guest's.
    const { createContext } = await import('../../context');
    const next = await createContext(deps, {
      authorization: `Bearer ${second.token!}`,
      ip: undefined,
      userAgent: undefined,
      acceptLanguage: undefined,
    });
    expect(next.user).toBeNull();
  });

  it('accepts SUPPRIMER in French and VERWIJDER in Dutch', async () => {
    for (const [confirmation, locale] of [
      ['SUPPRIMER', 'fr'],
      ['VERWIJDER', 'nl'],
    ] as const) {
      const user = await createUser(deps.prisma);
      const caller = await createTestCaller(deps, user.id);
      expect(await caller.profile.deleteAccount({ confirmation, locale })).toEqual({ success: true });
      expect(await deps.prisma.user.count({ where: { id: user.id } })).toBe(0);
    }
  });
});

describe('profile.updateRole', () => {
  const day = 24 * 3600_000;

  it('grants member with an active paid subscription, or a canceled one whose period still runs', async () => {
    const active = await createUser(deps.prisma);
    await createSubscription(deps.prisma, {
      userId: active.id,
      status: 'active',
      plan: 'monthly',
      currentPeriodEnd: new Date(Date.now() + 20 * day),
    });
    const caller = await createTestCaller(deps, active.id);
    expect(await caller.profile.updateRole({ role: 'member' })).toEqual({ success: true, role: 'member' });
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: active.id } })).role).toBe('member');
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { action: 'role.updated', targetId: String(active.id) } });
    expect(audit.metadata).toEqual({ from: 'trial', to: 'member' });

    const canceled = await createUser(deps.prisma);
    await createSubscription(deps.prisma, {
      userId: canceled.id,
      status: 'canceled',
      plan: 'yearly',
      currentPeriodEnd: new Date(Date.now() + 5 * day),
    });
    expect(await (await createTestCaller(deps, canceled.id)).profile.updateRole({ role: 'member' })).toEqual({ success: true, role: 'member' });
  });

  it('refuses member without a paid subscription, with an ended canceled one, or during a trial only', async () => {
    const none = await createUser(deps.prisma);
    const ended = await createUser(deps.prisma);
    await createSubscription(deps.prisma, { userId: ended.id, status: 'canceled', plan: 'monthly', currentPeriodEnd: new Date(Date.now() - day) });
    const trial = await createUser(deps.prisma);
    await createSubscription(deps.prisma, { userId: trial.id });
    const expired = await createUser(deps.prisma);
    await createSubscription(deps.prisma, { userId: expired.id, status: 'expired', plan: 'monthly', currentPeriodEnd: new Date(Date.now() - day) });
    for (const user of [none, ended, trial, expired]) {
      const caller = await createTestCaller(deps, user.id);
      expect(await caller.profile.updateRole({ role: 'member' })).toEqual({ success: false, code: 'ROLE_NOT_ALLOWED' });
      expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('trial');
    }
    expect(await deps.prisma.auditLog.count({ where: { action: 'role.update_refused', targetId: String(none.id) } })).toBe(1);
  });

  it('grants trial while a trial runs (subscription or account trial end), not after', async () => {
    const member = await createUser(deps.prisma, { role: 'member' });
    await createSubscription(deps.prisma, { userId: member.id, status: 'trial', trialEndsAt: new Date(Date.now() + 3 * day) });
    expect(await (await createTestCaller(deps, member.id)).profile.updateRole({ role: 'trial' })).toEqual({ success: true, role: 'trial' });

    const accountTrial = await createUser(deps.prisma, { role: 'member', trialEndsAt: new Date(Date.now() + day) });
    expect(await (await createTestCaller(deps, accountTrial.id)).profile.updateRole({ role: 'trial' })).toEqual({ success: true, role: 'trial' });

    const over = await createUser(deps.prisma, { role: 'member', trialEndsAt: new Date(Date.now() - day) });
    await createSubscription(deps.prisma, { userId: over.id, status: 'trial', trialEndsAt: new Date(Date.now() - day) });
    expect(await (await createTestCaller(deps, over.id)).profile.updateRole({ role: 'trial' })).toEqual({ success: false, code: 'ROLE_NOT_ALLOWED' });
  });

  it('never grants administrator or client, never sets isAdministrator, and leaves an administrator role alone', async () => {
    const paid = await createUser(deps.prisma);
    await createSubscription(deps.prisma, { userId: paid.id, status: 'active', plan: 'monthly' });
    const caller = await createTestCaller(deps, paid.id);
    for (const role of ['administrator', 'client'] as const) {
      expect(await caller.profile.updateRole({ role })).toEqual({ success: false, code: 'ROLE_NOT_ALLOWED' });
    }
    const sneaky = { role: 'member', isAdministrator: true, is_administrator: true } as Parameters<typeof caller.profile.updateRole>[0];
    expect(await caller.profile.updateRole(sneaky)).toEqual({ success: true, role: 'member' });
    expect(await deps.prisma.user.findUniqueOrThrow({ where: { id: paid.id } })).toMatchObject({ role: 'member', isAdministrator: false });
    expect(await rejectionCode(caller.profile.updateRole({ role: 'superuser' as 'member' }))).toBe('VALIDATION_FAILED');

    const admin = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true });
    await createSubscription(deps.prisma, { userId: admin.id, status: 'active', plan: 'monthly' });
    expect(await (await createTestCaller(deps, admin.id)).profile.updateRole({ role: 'member' })).toEqual({
      success: false,
      code: 'ROLE_NOT_ALLOWED',
    });
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).role).toBe('administrator');
  });
});

describe('guests', () => {
  it('are refused by every profile procedure (the full sweep is authorization.int.test.ts)', async () => {
    const guest = await createTestCaller(deps);
    expect(await rejectionCode(guest.profile.get())).toBe('UNAUTHENTICATED');
    expect(await rejectionCode(guest.profile.updateRole({ role: 'member' }))).toBe('UNAUTHENTICATED');
    expect(await rejectionCode(guest.profile.deleteAccount({ confirmation: 'DELETE', locale: 'en' }))).toBe('UNAUTHENTICATED');
  });
});
