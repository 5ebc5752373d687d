// profile.* procedures through the real tRPC caller and database: options, completion, reading, editing, preferences.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { SPECIALTIES_BY_PROFESSION, PROFESSIONS } from '@praxiform/domain';
import { createTestCaller, createTestDeps, rejectionCode, rejectionIssues } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const SECRET_KEYS = ['passwordHash', 'secret', 'tokenHash', 'codeHash', 'blocked', 'failedLoginCount', 'lockedUntil'];
function expectNoSecret(value: unknown): void {
  const json = JSON.stringify(value);
  for (const key of SECRET_KEYS) expect(json, key).not.toContain(`"${key}"`);
  expect(json).not.toContain('$argon2');
}

describe('profile.options', () => {
  it('lists every profession with its specialty keys, `other` free', async () => {
    const user = await createUser(deps.prisma, { profileCompleted: false, profession: null });
    const caller = await createTestCaller(deps, user.id);
    const options = await caller.profile.options();
    expect(options.professions).toEqual([...PROFESSIONS]);
    expect(options.specialties.dentist).toContain('orthodontics');
    expect(options.specialties.physiotherapist).toContain('sports_physiotherapy');
    expect(options.specialties).toEqual(SPECIALTIES_BY_PROFESSION);
    expect(options.specialties.other).toEqual([]);
    for (const profession of PROFESSIONS.filter((p) => p !== 'other')) {
      const keys = options.specialties[profession];
      expect(keys.length, profession).toBeGreaterThanOrEqual(6);
      for (const key of keys) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});

describe('profile.completeProfile', () => {
  it('stores the profession fields and opens the app', async () => {
    const user = await createUser(deps.prisma, { profileCompleted: false, profession: null });
    const caller = await createTestCaller(deps, user.id);
    expect(await rejectionCode(caller.profile.update({ firstName: 'Camille', lastName: 'Durand', profession: 'dentist' }))).toBe(
      'PROFILE_INCOMPLETE',
    );
    const { user: view } = await caller.profile.completeProfile({
      profession: 'dentist',
      customProfession: 'ignored for listed professions',
      specialties: ['orthodontics', 'implantology', 'orthodontics'],
      registrationNumber: '12345678901',
      workAddress: '1 rue de la Paix, 75002 Paris',
      phone: '+33 6 12 34 56 78',
    });
    expect(view).toEqual({
      id: user.id,
      firstName: 'Camille',
      lastName: 'Durand',
      email: user.email,
      role: 'trial',
      isAdministrator: false,
      profileCompleted: true,
      interfaceLanguage: 'fr',
      subscription: expect.objectContaining({ status: 'trial', plan: null, trialDaysLeft: 30, entitled: true, paymentFailed: false }),
      trialWelcomePending: true,
    });
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      profession: 'dentist',
      customProfession: null,
      specialties: ['orthodontics', 'implantology'],
      registrationNumber: '12345678901',
      workAddress: '1 rue de la Paix, 75002 Paris',
      phone: '+33 6 12 34 56 78',
      profileCompleted: true,
    });
  });

  it('accepts free-text specialties and a custom profession for `other`', async () => {
    const user = await createUser(deps.prisma, { profileCompleted: false, profession: null });
    const caller = await createTestCaller(deps, user.id);
    await caller.profile.completeProfile({
      profession: 'other',
      customProfession: 'Ostéopathe',
      specialties: ['Ostéopathie pédiatrique'],
      phone: '',
    });
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ profession: 'other', customProfession: 'Ostéopathe', specialties: ['Ostéopathie pédiatrique'], phone: null });
  });

  it('refuses specialties of another profession, unknown keys, a missing custom profession and a bad phone', async () => {
    const user = await createUser(deps.prisma, { profileCompleted: false, profession: null });
    const caller = await createTestCaller(deps, user.id);
    const wrong = caller.profile.completeProfile({ profession: 'nurse', specialties: ['wound_care', 'orthodontics', 'Made up'] });
    expect(await rejectionIssues(wrong)).toEqual(['specialties.1:SPECIALTY_INVALID', 'specialties.2:SPECIALTY_INVALID']);
    expect(await rejectionCode(caller.profile.completeProfile({ profession: 'nurse', specialties: ['x'] }))).toBe('VALIDATION_FAILED');
    expect(await rejectionIssues(caller.profile.completeProfile({ profession: 'other', specialties: [] }))).toEqual([
      'customProfession:CUSTOM_PROFESSION_REQUIRED',
    ]);
    expect(await rejectionIssues(caller.profile.completeProfile({ profession: 'dentist', phone: 'call me' }))).toContain('phone:PHONE_INVALID');
    expect(await rejectionIssues(caller.profile.completeProfile({ profession: 'dentist', specialties: Array(11).fill('orthodontics') }))).toContain(
      'specialties:SPECIALTIES_TOO_MANY',
    );
    expect(await rejectionCode(caller.profile.completeProfile({ profession: 'astronaut' as 'other' }))).toBe('VALIDATION_FAILED');
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).profileCompleted).toBe(false);
  });
});

describe('profile.get', () => {
  it('returns the own profile with counts and no secret', async () => {
    const user = await createUser(deps.prisma, {
      specialties: ['sports_physiotherapy'],
      phone: '0612345678',
      lastLoginAt: new Date('2026-01-02T03:04:05Z'),
    });
    const other = await createUser(deps.prisma);
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    await createPatient(deps.prisma, { ownerId: user.id });
    await createPatient(deps.prisma, { ownerId: other.id });
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'sent' });
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'completed' });
    await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous' });
    // A link created for copying and never opened is not a form sent (docs/product.md#entities).
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'draft', sentAt: null });
    await createTemplate(deps.prisma, { creatorId: user.id });
    await createTemplate(deps.prisma, { creatorId: user.id, isPublic: true });
    await createTemplate(deps.prisma, { creatorId: other.id });
    await deps.prisma.oAuthAccount.create({ data: { provider: 'google', providerUserId: `g-${user.id}`, userId: user.id } });

    const caller = await createTestCaller(deps, user.id);
    const { profile } = await caller.profile.get();
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      phone: '0612345678',
      profession: 'physiotherapist',
      customProfession: null,
      specialties: ['sports_physiotherapy'],
      emailNotifications: true,
      alertEmails: true,
      lastLoginAt: '2026-01-02T03:04:05.000Z',
      createdAt: user.createdAt.toISOString(),
      hasPassword: true,
      googleLinked: true,
      twoFactorEnabled: false,
      backupCodesLeft: 0,
      counts: { patients: 2, sentForms: 2, privateTemplates: 1 },
      pendingEmail: null,
    });
    expectNoSecret(profile);
  });

  it('says hasPassword false for a Google-only account', async () => {
    const user = await createUser(deps.prisma, { password: null });
    const caller = await createTestCaller(deps, user.id);
    expect((await caller.profile.get()).profile).toMatchObject({
      hasPassword: false,
      googleLinked: false,
      counts: { patients: 0, sentForms: 0, privateTemplates: 0 },
    });
  });
});

describe('profile.update', () => {
  const base = { firstName: 'Marie-Hélène', lastName: "O'Neil", profession: 'psychologist' as const, specialties: ['neuropsychology'] };

  it('edits the names and professional fields, leaving the address and its verification alone', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const sentBefore = deps.sent.length;
    const result = await caller.profile.update({ ...base, phone: '+32 470 12 34 56' });
    expect(result).toEqual({ user: expect.objectContaining({ firstName: 'Marie-Hélène', lastName: "O'Neil", email: user.email }) });
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.emailVerifiedAt).toEqual(user.emailVerifiedAt);
    expect(row).toMatchObject({ email: user.email, profession: 'psychologist', specialties: ['neuropsychology'], phone: '+32 470 12 34 56' });
    expect(deps.sent.length).toBe(sentBefore);
  });

  it('never changes the address: an `email` key (an older client) is not read, nothing is mailed (docs/auth-api.md#changing-the-address)', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const sentBefore = deps.sent.length;
    const withEmail = { ...base, email: `taken-${user.id}@example.org` } as Parameters<typeof caller.profile.update>[0];
    const result = await caller.profile.update(withEmail);
    expect(result.user.email).toBe(user.email);
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.email).toBe(user.email);
    expect(row.emailVerifiedAt).toEqual(user.emailVerifiedAt);
    expect(await deps.prisma.emailVerificationToken.count({ where: { userId: user.id } })).toBe(0);
    expect(deps.sent.length).toBe(sentBefore);
  });

  it('validates names, phone, specialties and the custom profession', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    expect(await rejectionIssues(caller.profile.update({ ...base, firstName: 'A' }))).toEqual(['firstName:NAME_TOO_SHORT']);
    expect(await rejectionIssues(caller.profile.update({ ...base, phone: '12' }))).toContain('phone:PHONE_INVALID');
    expect(await rejectionIssues(caller.profile.update({ ...base, specialties: ['orthodontics'] }))).toEqual(['specialties.0:SPECIALTY_INVALID']);
    expect(await rejectionIssues(caller.profile.update({ ...base, profession: 'other', specialties: [] }))).toEqual([
      'customProfession:CUSTOM_PROFESSION_REQUIRED',
    ]);
  });
});

describe('profile.update with specialties stored outside the list (docs/product.md#validation)', () => {
  const claire = { firstName: 'Claire', lastName: 'Martin', profession: 'physiotherapist' as const };

  it('keeps a value the account already holds, refuses a new one, and lets its owner remove it for good', async () => {
    const user = await createUser(deps.prisma, { specialties: ['Rééducation du rachis', 'sports_physiotherapy'] });
    const caller = await createTestCaller(deps, user.id);
    expect((await caller.profile.get()).profile.specialties).toEqual(['Rééducation du rachis', 'sports_physiotherapy']);

    // Saving the profile as it is shown keeps it, next to a key ticked meanwhile.
    await caller.profile.update({ ...claire, specialties: ['Rééducation du rachis', 'sports_physiotherapy', 'manual_therapy'] });
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).specialties).toEqual([
      'Rééducation du rachis',
      'sports_physiotherapy',
      'manual_therapy',
    ]);
    // Another value outside the list is not accepted, nor the kept one under another profession.
    expect(await rejectionIssues(caller.profile.update({ ...claire, specialties: ['Rééducation du rachis', 'Posturologie'] }))).toEqual([
      'specialties.1:SPECIALTY_INVALID',
    ]);
    expect(await rejectionIssues(caller.profile.update({ ...claire, profession: 'nurse', specialties: ['Rééducation du rachis'] }))).toEqual([
      'specialties.0:SPECIALTY_INVALID',
    ]);

    // Removed, it cannot come back.
    await caller.profile.update({ ...claire, specialties: ['sports_physiotherapy'] });
    expect((await caller.profile.get()).profile.specialties).toEqual(['sports_physiotherapy']);
    expect(await rejectionIssues(caller.profile.update({ ...claire, specialties: ['Rééducation du rachis'] }))).toEqual([
      'specialties.0:SPECIALTY_INVALID',
    ]);
  });
});

describe('profile.setLanguage and profile.setEmailNotifications', () => {
  it('store the preferences of the caller only', async () => {
    const user = await createUser(deps.prisma);
    const other = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    expect((await caller.profile.setLanguage({ language: 'nl' })).user.interfaceLanguage).toBe('nl');
    expect(await caller.profile.setEmailNotifications({ enabled: false })).toEqual({ emailNotifications: false });
    const [row, otherRow] = await Promise.all([user.id, other.id].map((id) => deps.prisma.user.findUniqueOrThrow({ where: { id } })));
    expect(row).toMatchObject({ interfaceLanguage: 'nl', emailNotifications: false });
    expect(otherRow).toMatchObject({ interfaceLanguage: 'fr', emailNotifications: true });
    expect(await rejectionCode(caller.profile.setLanguage({ language: 'de' as 'fr' }))).toBe('VALIDATION_FAILED');
    expect(await rejectionCode(caller.profile.setEmailNotifications({ enabled: 'yes' as unknown as boolean }))).toBe('VALIDATION_FAILED');
  });
});

describe('cross-user isolation', () => {
  it('acts on ctx.user only: extra id fields are ignored and the other account is untouched', async () => {
    const victim = await createUser(deps.prisma, { firstName: 'Victime' });
    const attacker = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, attacker.id);
    const withId = { ...base(), id: victim.id, userId: victim.id } as Parameters<typeof caller.profile.update>[0];
    const result = await caller.profile.update(withId);
    expect(result.user.id).toBe(attacker.id);
    expect((await caller.profile.get()).profile.id).toBe(attacker.id);
    await caller.profile.setLanguage({ language: 'en', userId: victim.id } as Parameters<typeof caller.profile.setLanguage>[0]);
    const victimRow = await deps.prisma.user.findUniqueOrThrow({ where: { id: victim.id } });
    expect(victimRow).toMatchObject({ firstName: 'Victime', interfaceLanguage: 'fr', profession: 'physiotherapist' });
  });

  function base() {
    return { firstName: 'Pirate', lastName: 'Durand', profession: 'dentist' as const, specialties: [] };
  }
});

describe('no secrets in answers', () => {
  it('keeps TUser answers to the documented keys', async () => {
    const user = await createUser(deps.prisma, { profileCompleted: false });
    const caller = await createTestCaller(deps, user.id);
    const answers = [
      await caller.profile.completeProfile({ profession: 'nurse', specialties: ['home_care'] }),
      await caller.profile.setLanguage({ language: 'en' }),
    ];
    for (const answer of answers) {
      expect(Object.keys(answer.user).sort()).toEqual([
        'email',
        'firstName',
        'id',
        'interfaceLanguage',
        'isAdministrator',
        'lastName',
        'profileCompleted',
        'role',
        'subscription',
        'trialWelcomePending',
      ]);
      expect(Object.keys(answer.user.subscription).sort()).toEqual([
        'cancelAtPeriodEnd',
        'currentPeriodEnd',
        'entitled',
        'paymentFailed',
        'paymentPending',
        'plan',
        'status',
        'trialAlreadyUsed',
        'trialDaysLeft',
        'trialEndsAt',
      ]);
      expectNoSecret(answer);
    }
  });
});

describe('profile.markTrialWelcomeSeen', () => {
  it('records the first visit of the welcome-to-trial page once and turns trialWelcomePending off', async () => {
    const user = await createUser(deps.prisma, { profileCompleted: false });
    const caller = await createTestCaller(deps, user.id);
    expect((await caller.auth.me()).user.trialWelcomePending).toBe(true);
    const { user: view } = await caller.profile.markTrialWelcomeSeen();
    expect(view).toMatchObject({ id: user.id, trialWelcomePending: false, subscription: { status: 'trial' } });
    const seen = (await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).trialWelcomeSeenAt;
    expect(seen).toBeInstanceOf(Date);
    // Idempotent: a second call keeps the first visit's time.
    expect((await caller.profile.markTrialWelcomeSeen()).user.trialWelcomePending).toBe(false);
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).trialWelcomeSeenAt).toEqual(seen);
    expect((await (await createTestCaller(deps, user.id)).auth.me()).user.trialWelcomePending).toBe(false);
    expect(await rejectionCode((await createTestCaller(deps)).profile.markTrialWelcomeSeen())).toBe('UNAUTHENTICATED');
  });

  it('is never pending outside a running trial', async () => {
    const member = await createUser(deps.prisma, { role: 'member' });
    expect((await (await createTestCaller(deps, member.id)).auth.me()).user).toMatchObject({
      trialWelcomePending: false,
      subscription: { status: 'active', plan: 'monthly', entitled: true },
    });
  });
});
