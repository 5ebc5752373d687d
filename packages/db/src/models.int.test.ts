// Round trip on every model: create, read back with relations, and the constraints the services rely on.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from './generated/prisma/client.ts';
import { generateToken, hashToken } from './tokens.ts';
import { createCabinet, createPatient, createSubmission, createSupportTicket, createTemplate, createUser, getTestPrisma } from './testing/index.ts';

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
});

const inAnHour = () => new Date(Date.now() + 3600_000);

describe('every model round-trips', () => {
  it('starts from an empty database of its own', async () => {
    // Other files (the seed test among them) write users in parallel: they must not be visible here.
    expect(await prisma.user.count()).toBe(0);
  });

  it('users and everything attached to them', async () => {
    const user = await createUser(prisma, {
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'Claire.Round@Example.FR',
      specialties: ['Rachis'],
      subscription: null,
    });
    const other = await createUser(prisma);
    await prisma.session.create({
      data: { id: hashToken(generateToken()), userId: user.id, expiresAt: inAnHour(), ip: '127.0.0.1', userAgent: 'vitest' },
    });
    await prisma.emailVerificationToken.create({ data: { tokenHash: hashToken('v'), userId: user.id, expiresAt: inAnHour() } });
    await prisma.passwordResetToken.create({ data: { tokenHash: hashToken('r'), userId: user.id, expiresAt: inAnHour() } });
    await prisma.twoFactor.create({
      data: { userId: user.id, secret: new Uint8Array([1, 2, 3, 250]), enabledAt: new Date(), lastUsedStep: 59_000_000 },
    });
    await prisma.twoFactorBackupCode.create({ data: { userId: user.id, codeHash: hashToken('backup') } });
    await prisma.pendingTwoFactorLogin.create({ data: { tokenHash: hashToken('p'), userId: user.id, expiresAt: inAnHour() } });
    await prisma.oAuthAccount.create({ data: { provider: 'google', providerUserId: '1234567890', userId: user.id } });
    await prisma.subscription.create({
      data: { userId: user.id, plan: 'quarterly', status: 'active', currentPeriodEnd: inAnHour(), stripeCustomerId: 'cus_1' },
    });
    const file = await prisma.storedFile.create({
      data: { ownerId: user.id, mimeType: 'image/png', size: 1234, sha256: 'a'.repeat(64), storageKey: `uploads/${generateToken()}` },
    });
    const ticket = await createSupportTicket(prisma, { userId: user.id, subject: 'Problème de connexion' });
    await prisma.supportMessage.create({
      data: { ticketId: ticket.id, authorId: other.id, fromSupport: true, body: 'Voici la réponse', attachmentId: file.id },
    });
    await prisma.announcement.create({ data: { title: 'Maintenance', body: 'Dimanche 2h', level: 'warning', createdById: other.id } });
    await prisma.auditLog.create({
      data: { actorId: other.id, action: 'user.block', targetType: 'user', targetId: String(user.id), ip: '10.0.0.1', metadata: { reason: 'test' } },
    });

    const back = await prisma.user.findUniqueOrThrow({
      where: { email: 'claire.round@example.fr' },
      include: {
        sessions: true,
        emailVerificationTokens: true,
        passwordResetTokens: true,
        twoFactor: true,
        twoFactorBackupCodes: true,
        pendingTwoFactorLogins: true,
        oauthAccounts: true,
        subscription: true,
        files: true,
        supportTickets: { include: { messages: { include: { attachment: true, author: true } } } },
      },
    });
    expect(back.email).toBe('claire.round@example.fr');
    expect(back.interfaceLanguage).toBe('fr');
    expect(back.emailNotifications).toBe(true);
    expect(back.role).toBe('trial');
    expect(back.specialties).toEqual(['Rachis']);
    expect(back.sessions[0]?.userAgent).toBe('vitest');
    expect(back.emailVerificationTokens).toHaveLength(1);
    expect(back.passwordResetTokens).toHaveLength(1);
    expect([...(back.twoFactor?.secret ?? [])]).toEqual([1, 2, 3, 250]);
    expect(back.twoFactorBackupCodes[0]?.usedAt).toBeNull();
    expect(back.pendingTwoFactorLogins[0]?.attempts).toBe(0);
    expect(back.oauthAccounts[0]?.providerUserId).toBe('1234567890');
    expect(back.subscription).toMatchObject({ plan: 'quarterly', status: 'active', cancelAtPeriodEnd: false });
    expect(back.files[0]?.size).toBe(1234);
    const [first, reply] = back.supportTickets[0]?.messages ?? [];
    expect(back.supportTickets[0]?.reference).toMatch(/^SUP-\d{4}-\d{6}$/);
    expect(first?.fromSupport).toBe(false);
    expect(reply?.attachment?.mimeType).toBe('image/png');
    expect(reply?.author?.id).toBe(other.id);
    const announcement = await prisma.announcement.findFirstOrThrow({ include: { createdBy: true } });
    expect(announcement.createdBy?.id).toBe(other.id);
    const audit = await prisma.auditLog.findFirstOrThrow({ include: { actor: true } });
    expect(audit.metadata).toEqual({ reason: 'test' });
    expect(audit.actor?.id).toBe(other.id);
  });

  it('templates, patients, submissions, cabinets and notifications', async () => {
    const owner = await createUser(prisma, { firstName: 'Julien', lastName: 'Lefèvre' });
    const member = await createUser(prisma);
    const template = await createTemplate(prisma, { creatorId: owner.id, type: 'bilan' });
    const copy = await createTemplate(prisma, { creatorId: member.id, originId: template.id });
    await prisma.templateFavorite.create({ data: { userId: member.id, templateId: template.id } });
    const patient = await createPatient(prisma, { ownerId: owner.id, firstName: 'Manon', lastName: 'Faure', preferredLanguage: 'nl' });
    const submission = await createSubmission(prisma, {
      practitionerId: owner.id,
      patientId: patient.id,
      templateId: template.id,
      answers: { douleur: 'oui', localisation: 'genou' },
    });
    await prisma.notification.create({
      data: { userId: owner.id, submissionId: submission.id, patientName: 'Manon Faure', formName: submission.formName },
    });
    const cabinet = await createCabinet(prisma, { ownerId: owner.id, memberIds: [member.id], name: 'Cabinet des Lilas' });
    await prisma.cabinetInvite.create({
      data: { cabinetId: cabinet.id, email: 'invite@example.fr', tokenHash: hashToken('i'), invitedById: owner.id, expiresAt: inAnHour() },
    });
    await prisma.cabinetTemplate.create({ data: { cabinetId: cabinet.id, templateId: template.id, sharedById: owner.id } });
    await prisma.rateLimit.create({ data: { key: 'login:ip:127.0.0.1', points: 3, expiresAt: inAnHour() } });
    await prisma.stripeEvent.create({ data: { id: 'evt_123', type: 'checkout.session.completed' } });

    const back = await prisma.template.findUniqueOrThrow({
      where: { id: template.id },
      include: {
        creator: true,
        owner: true,
        copies: true,
        favorites: true,
        submissions: { include: { patient: true, notifications: true } },
        cabinetTemplates: { include: { cabinet: { include: { members: true, invites: true } } } },
      },
    });
    expect(back.creatorName).toBe('Julien Lefèvre');
    expect(back.owner?.id).toBe(owner.id);
    expect(back.scoringEnabled).toBe(true);
    expect(back.copies.map((c) => c.id)).toEqual([copy.id]);
    expect(back.favorites[0]?.userId).toBe(member.id);
    const sub = back.submissions[0];
    expect(sub?.patient?.preferredLanguage).toBe('nl');
    expect(sub?.answers).toEqual({ douleur: 'oui', localisation: 'genou' });
    expect(sub?.fieldsSnapshot).toEqual(back.fields);
    expect(sub?.linkTokenHash).toBe(hashToken(submission.linkToken));
    expect(submission.linkToken.length).toBeGreaterThanOrEqual(48);
    expect(sub?.notifications[0]?.patientName).toBe('Manon Faure');
    const shared = back.cabinetTemplates[0]?.cabinet;
    expect(shared?.members.map((m) => m.role).sort()).toEqual(['member', 'owner']);
    expect(shared?.invites[0]?.email).toBe('invite@example.fr');
    expect((await prisma.rateLimit.findUniqueOrThrow({ where: { key: 'login:ip:127.0.0.1' } })).points).toBe(3);
    expect((await prisma.stripeEvent.findUniqueOrThrow({ where: { id: 'evt_123' } })).type).toBe('checkout.session.completed');
  });
});

describe('constraints', () => {
  it('e-mails are unique whatever their case', async () => {
    await createUser(prisma, { email: 'dup@example.fr' });
    await expect(prisma.user.create({ data: { firstName: 'A', lastName: 'B', email: 'DUP@example.fr' } })).rejects.toMatchObject({ code: 'P2002' });
  });

  it('a template is favourited once per user and shared once per cabinet', async () => {
    const user = await createUser(prisma);
    const template = await createTemplate(prisma, { creatorId: user.id });
    await prisma.templateFavorite.create({ data: { userId: user.id, templateId: template.id } });
    await expect(prisma.templateFavorite.create({ data: { userId: user.id, templateId: template.id } })).rejects.toMatchObject({ code: 'P2002' });
    const cabinet = await createCabinet(prisma, { ownerId: user.id });
    await prisma.cabinetTemplate.create({ data: { cabinetId: cabinet.id, templateId: template.id } });
    await expect(prisma.cabinetTemplate.create({ data: { cabinetId: cabinet.id, templateId: template.id } })).rejects.toMatchObject({
      code: 'P2002',
    });
  });

  it('ticket references are sequential and unique', async () => {
    const user = await createUser(prisma);
    const a = await createSupportTicket(prisma, { userId: user.id });
    const b = await createSupportTicket(prisma, { userId: user.id });
    const n = (ref: string) => Number(ref.slice(-6));
    expect(n(b.reference)).toBe(n(a.reference) + 1);
  });
});
