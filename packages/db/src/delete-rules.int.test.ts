// ON DELETE rules of docs/product.md#permissions (account deletion), enforced by the database itself.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from './generated/prisma/client.ts';
import {
  createCabinet,
  createPatient,
  createSubmission,
  createSupportTicket,
  createTemplate,
  createUser,
  getTestPrisma,
  shareTemplateToCabinet,
} from './testing/index.ts';

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
});

describe('deleting a user account', () => {
  it('removes patients, their forms, anonymous forms and private templates; public templates stay credited', async () => {
    const leaving = await createUser(prisma, { firstName: 'Paul', lastName: 'Leroy', subscription: null });
    const colleague = await createUser(prisma);
    const patient = await createPatient(prisma, { ownerId: leaving.id });
    const privateTemplate = await createTemplate(prisma, { creatorId: leaving.id, name: 'Privé' });
    const publicTemplate = await createTemplate(prisma, { creatorId: leaving.id, name: 'Public', isPublic: true });
    const duplicate = await createTemplate(prisma, { creatorId: colleague.id, originId: privateTemplate.id });
    const sent = await createSubmission(prisma, { practitionerId: leaving.id, patientId: patient.id, templateId: privateTemplate.id });
    const anonymous = await createSubmission(prisma, { practitionerId: leaving.id, templateId: publicTemplate.id, status: 'anonymous' });
    // A colleague's form built on the leaving user's public template must survive.
    const colleaguePatient = await createPatient(prisma, { ownerId: colleague.id });
    const colleagueForm = await createSubmission(prisma, {
      practitionerId: colleague.id,
      patientId: colleaguePatient.id,
      templateId: publicTemplate.id,
    });
    await prisma.templateFavorite.create({ data: { userId: colleague.id, templateId: privateTemplate.id } });
    const ownCabinet = await createCabinet(prisma, { ownerId: leaving.id, memberIds: [colleague.id] });
    const colleagueCabinet = await createCabinet(prisma, { ownerId: colleague.id, memberIds: [leaving.id] });
    await createSupportTicket(prisma, { userId: leaving.id });
    await prisma.notification.create({ data: { userId: leaving.id, submissionId: sent.id } });
    await prisma.session.create({ data: { id: 'a'.repeat(64), userId: leaving.id, expiresAt: new Date(Date.now() + 60_000) } });
    await prisma.subscription.create({ data: { userId: leaving.id, status: 'trial' } });

    await prisma.user.delete({ where: { id: leaving.id } });

    expect(await prisma.patient.count({ where: { id: patient.id } })).toBe(0);
    expect(await prisma.submission.count({ where: { id: { in: [sent.id, anonymous.id] } } })).toBe(0);
    expect(await prisma.template.count({ where: { id: privateTemplate.id } })).toBe(0);
    const kept = await prisma.template.findUniqueOrThrow({ where: { id: publicTemplate.id } });
    expect(kept).toMatchObject({ isPublic: true, creatorId: null, ownerId: null, creatorName: 'Paul Leroy' });
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: colleagueForm.id } })).templateId).toBe(publicTemplate.id);
    // The colleague's copy loses its "duplicated from" link, not its content.
    expect((await prisma.template.findUniqueOrThrow({ where: { id: duplicate.id } })).originId).toBeNull();
    expect(await prisma.cabinet.count({ where: { id: ownCabinet.id } })).toBe(0);
    expect(await prisma.cabinetMember.count({ where: { cabinetId: colleagueCabinet.id } })).toBe(1);
    for (const count of [
      prisma.session.count({ where: { userId: leaving.id } }),
      prisma.subscription.count({ where: { userId: leaving.id } }),
      prisma.supportTicket.count({ where: { userId: leaving.id } }),
      prisma.notification.count({ where: { userId: leaving.id } }),
      prisma.templateFavorite.count({ where: { userId: colleague.id } }),
    ]) {
      expect(await count).toBe(0);
    }
  });

  it('deleting a template keeps the forms sent with it readable', async () => {
    const user = await createUser(prisma);
    const template = await createTemplate(prisma, { creatorId: user.id, name: 'Ancien bilan' });
    const form = await createSubmission(prisma, { practitionerId: user.id, templateId: template.id, answers: { motif: 'Douleur au dos' } });
    await prisma.template.delete({ where: { id: template.id } });
    const back = await prisma.submission.findUniqueOrThrow({ where: { id: form.id } });
    expect(back).toMatchObject({ templateId: null, formName: 'Ancien bilan', answers: { motif: 'Douleur au dos' } });
    expect(back.fieldsSnapshot).toEqual(template.fields);
  });
});

describe('deleting a cabinet', () => {
  it('deletes its shared-template links, memberships and invites, not the templates', async () => {
    const owner = await createUser(prisma);
    const member = await createUser(prisma);
    const template = await createTemplate(prisma, { creatorId: member.id });
    const cabinet = await createCabinet(prisma, { ownerId: owner.id, memberIds: [member.id] });
    await shareTemplateToCabinet(prisma, { cabinetId: cabinet.id, templateId: template.id, sharedById: member.id });
    await prisma.cabinetInvite.create({
      data: { cabinetId: cabinet.id, email: 'x@example.fr', tokenHash: 'h'.repeat(64), expiresAt: new Date(Date.now() + 60_000) },
    });

    await prisma.cabinet.delete({ where: { id: cabinet.id } });

    expect(await prisma.cabinetTemplate.count({ where: { cabinetId: cabinet.id } })).toBe(0);
    expect(await prisma.cabinetMember.count({ where: { cabinetId: cabinet.id } })).toBe(0);
    expect(await prisma.cabinetInvite.count({ where: { cabinetId: cabinet.id } })).toBe(0);
    expect(await prisma.template.count({ where: { id: template.id } })).toBe(1);
    expect(await prisma.user.count({ where: { id: { in: [owner.id, member.id] } } })).toBe(2);
  });
});
