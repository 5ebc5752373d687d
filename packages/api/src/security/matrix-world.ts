// The authorization matrix's world (issue 16): an owner practitioner and every kind of record they hold, the personas
// who call the procedures on those records, and a checksum of the whole database to prove a refusal wrote nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { generateToken, hashToken, type PrismaClient } from '@praxiform/db';
import { createCabinet, createPatient, createSubmission, createSupportTicket, createTemplate, createUser } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import type { ApiDeps } from '../context';
import { createContext } from '../context';
import { createSession } from '../auth/session';
import { createCallerFactory } from '../trpc';
import { appRouter } from '../root';
import { queueMail } from '../mail/outbox';
import { renderMail } from '../mail/render';

/** Letters only, so the markers pass every name rule; unique per world so a leak is unambiguous. */
export function marker(prefix: string): string {
  const letters = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `${prefix}${letters}`;
}

const motif: TField = { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false };

/** An id no record has (ids are serial integers): "does not exist" must answer exactly like "not yours". */
export const MISSING_ID = 2_000_000_000;

/** The owner's record ids a procedure's input may carry. */
export type TIds = {
  ownerId: number;
  patientId: number;
  templateId: number;
  publicTemplateId: number;
  sharedTemplateId: number;
  sentId: number;
  completedId: number;
  anonymousId: number;
  cabinetId: number;
  memberId: number;
  inviteId: number;
  ticketId: number;
  notificationId: number;
  announcementId: number;
  fileId: string;
  /** A mail of the owner's that failed for good (mail.status, mail.resend). */
  mailId: string;
  /** Another one, for admin.mails.resend (mail.resend sends the first again). */
  adminMailId: string;
  /** A registered practitioner outside everything here: the recipient of templates.shareToUser. */
  colleagueEmail: string;
};

/** The same shape with every owner id replaced by one that does not exist. */
export function missingIds(ids: TIds): TIds {
  return {
    ...ids,
    ownerId: MISSING_ID,
    patientId: MISSING_ID + 1,
    templateId: MISSING_ID + 2,
    publicTemplateId: MISSING_ID + 3,
    sharedTemplateId: MISSING_ID + 4,
    sentId: MISSING_ID + 5,
    completedId: MISSING_ID + 6,
    anonymousId: MISSING_ID + 7,
    cabinetId: MISSING_ID + 8,
    memberId: MISSING_ID + 9,
    inviteId: MISSING_ID + 10,
    ticketId: MISSING_ID + 11,
    notificationId: MISSING_ID + 12,
    announcementId: MISSING_ID + 13,
    fileId: randomUUID(),
    mailId: randomUUID(),
    adminMailId: randomUUID(),
  };
}

/** The names the owner's forms carry: each a marker, so that a leak of any of them is seen. */
export type TFormMarkers = { ownerLast: string; patientFirst: string; patientLast: string; templateName: string; answer: string };

/**
 * The owner (a practitioner), their patient, a private template of one `motif` question and two forms of it sent to
 * the patient: one open, one completed with a marker as its answer.
 */
export async function createOwnerForms(prisma: PrismaClient, markers: TFormMarkers) {
  const owner = await createUser(prisma, { firstName: 'Claire', lastName: markers.ownerLast });
  const patient = await createPatient(prisma, {
    ownerId: owner.id,
    firstName: markers.patientFirst,
    lastName: markers.patientLast,
    email: `${markers.patientFirst.toLowerCase()}@test.praxiform`,
  });
  const template = await createTemplate(prisma, { creatorId: owner.id, name: markers.templateName, fields: [motif] });
  const sent = await createSubmission(prisma, { practitionerId: owner.id, patientId: patient.id, templateId: template.id });
  const completed = await createSubmission(prisma, {
    practitionerId: owner.id,
    patientId: patient.id,
    templateId: template.id,
    status: 'completed',
    completedAt: new Date(),
    answers: { motif: markers.answer },
  });
  return { owner, patient, template, sent, completed };
}

/**
 * The owner's world: a patient, a private template, a public one, one shared to their cabinet, a sent form, a
 * completed one (with a notification), a waiting-room form, a cabinet with a plain member and a pending invitation,
 * a support ticket, an uploaded picture; plus an announcement. Every name the owner holds is a marker.
 */
export async function buildWorld(prisma: PrismaClient) {
  const markers = {
    ownerLast: marker('Proprio'),
    patientFirst: marker('Patient'),
    patientLast: marker('Secret'),
    templateName: marker('Modele'),
    publicTemplateName: marker('Public'),
    sharedTemplateName: marker('Partage'),
    answer: marker('Reponse'),
    cabinetName: marker('Cabinet'),
    ticketSubject: marker('Ticket'),
    inviteeEmail: `${marker('invite')}@test.praxiform`,
  };
  const { owner, patient, template, sent, completed } = await createOwnerForms(prisma, markers);
  const member = await createUser(prisma, { firstName: 'Paul', lastName: 'Membre' });
  const colleague = await createUser(prisma, { firstName: 'Inès', lastName: 'Collègue' });
  const publicTemplate = await createTemplate(prisma, { creatorId: owner.id, name: markers.publicTemplateName, isPublic: true, fields: [motif] });
  const sharedTemplate = await createTemplate(prisma, { creatorId: owner.id, name: markers.sharedTemplateName, fields: [motif] });
  const anonymous = await createSubmission(prisma, { practitionerId: owner.id, templateId: template.id, status: 'anonymous' });
  const cabinet = await createCabinet(prisma, {
    ownerId: owner.id,
    memberIds: [member.id],
    name: markers.cabinetName,
    templates: { create: [{ templateId: sharedTemplate.id, sharedById: owner.id }] },
  });
  const invite = await prisma.cabinetInvite.create({
    data: {
      cabinetId: cabinet.id,
      email: markers.inviteeEmail,
      tokenHash: hashToken(generateToken()),
      invitedById: owner.id,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    },
  });
  const ticket = await createSupportTicket(prisma, { userId: owner.id, subject: markers.ticketSubject });
  const notification = await prisma.notification.create({
    data: {
      userId: owner.id,
      submissionId: completed.id,
      patientName: `${markers.patientFirst} ${markers.patientLast}`,
      formName: markers.templateName,
    },
  });
  const announcement = await prisma.announcement.create({ data: { title: 'Maintenance', body: 'Ce soir.' } });
  const fileId = randomUUID();
  await prisma.storedFile.create({
    data: { id: fileId, ownerId: owner.id, mimeType: 'image/png', size: 8, sha256: '0'.repeat(64), storageKey: `uploads/00/${fileId}` },
  });
  const failedMail = await queueMail(prisma, {
    ...renderMail({
      kind: 'passwordReset',
      to: `${markers.ownerLast.toLowerCase()}@test.praxiform`,
      locale: 'fr',
      name: markers.ownerLast,
      actionUrl: 'http://localhost/x',
    }),
    ownerId: owner.id,
  });
  const adminMail = await queueMail(prisma, {
    ...renderMail({
      kind: 'verifyEmail',
      to: `${markers.ownerLast.toLowerCase()}@test.praxiform`,
      locale: 'fr',
      name: markers.ownerLast,
      actionUrl: 'http://localhost/y',
    }),
    ownerId: owner.id,
  });
  await prisma.mailOutbox.updateMany({
    where: { id: { in: [failedMail.id, adminMail.id] } },
    data: { status: 'failed', failedAt: new Date(), lastError: 'test' },
  });
  const ids: TIds = {
    ownerId: owner.id,
    patientId: patient.id,
    templateId: template.id,
    publicTemplateId: publicTemplate.id,
    sharedTemplateId: sharedTemplate.id,
    sentId: sent.id,
    completedId: completed.id,
    anonymousId: anonymous.id,
    cabinetId: cabinet.id,
    memberId: member.id,
    inviteId: invite.id,
    ticketId: ticket.id,
    notificationId: notification.id,
    announcementId: announcement.id,
    fileId,
    mailId: failedMail.id,
    adminMailId: adminMail.id,
    colleagueEmail: colleague.email,
  };
  return { owner, member, ids, markers, sentToken: sent.linkToken, completedToken: completed.linkToken };
}

export type TWorld = Awaited<ReturnType<typeof buildWorld>>;

export const PERSONAS = [
  'anonymous',
  'twoFactorPending',
  'expiredSession',
  'blocked',
  'incompleteProfile',
  'trialExpired',
  'stranger',
  'member',
  'nonAdmin',
  'owner',
] as const;
export type TPersona = (typeof PERSONAS)[number];

/** Personas whose bearer must not authenticate at all: every non-public procedure answers 401. */
export const UNAUTHENTICATED_PERSONAS: readonly TPersona[] = ['anonymous', 'twoFactorPending', 'expiredSession', 'blocked'];

/**
 * The bearer (or none) and the user a persona calls as, in this world. The pending 2FA login, the expired session and
 * the blocked account are the OWNER's own: even the owner's credentials in those states open nothing. The stranger,
 * trial-expired and incomplete users are practitioners of another practice; the member belongs to the owner's cabinet
 * without its owner role; nonAdmin is the owner (not an administrator) on admin procedures.
 */
export async function personaBearer(
  prisma: PrismaClient,
  world: TWorld,
  persona: TPersona,
): Promise<{ authorization: string | undefined; user: { id: number; email: string } | null; prepare?: () => Promise<void> }> {
  const bearer = (token: string) => `Bearer ${token}`;
  switch (persona) {
    case 'anonymous':
      return { authorization: undefined, user: null };
    case 'twoFactorPending': {
      const pendingToken = generateToken();
      await prisma.pendingTwoFactorLogin.create({
        data: { userId: world.owner.id, tokenHash: hashToken(pendingToken), expiresAt: new Date(Date.now() + 5 * 60 * 1000) },
      });
      return { authorization: bearer(pendingToken), user: null };
    }
    case 'expiredSession': {
      const { token } = await createSession(prisma, world.owner.id);
      const id = hashToken(token);
      const expire = async () => {
        // Validation deletes an expired session (cleanup): put it back before each call, so each call meets one.
        await prisma.session.upsert({
          where: { id },
          create: { id, userId: world.owner.id, expiresAt: new Date(Date.now() - 1000) },
          update: { expiresAt: new Date(Date.now() - 1000) },
        });
      };
      await expire();
      return { authorization: bearer(token), user: null, prepare: expire };
    }
    case 'blocked': {
      const { token } = await createSession(prisma, world.owner.id);
      await prisma.user.update({ where: { id: world.owner.id }, data: { blocked: true } });
      return { authorization: bearer(token), user: null };
    }
    case 'incompleteProfile':
      return stranger({ profileCompleted: false });
    case 'trialExpired':
      return stranger({ subscription: { status: 'trial', trialEndsAt: new Date(Date.now() - 1000) } });
    case 'stranger':
      return stranger({});
    case 'member':
      return { authorization: bearer((await createSession(prisma, world.member.id)).token), user: world.member };
    case 'nonAdmin':
    case 'owner':
      return { authorization: bearer((await createSession(prisma, world.owner.id)).token), user: world.owner };
  }

  async function stranger(overrides: Parameters<typeof createUser>[1]) {
    const user = await createUser(prisma, { firstName: 'Hugo', lastName: 'Etranger', ...overrides });
    // Records of their own, so their lists are not trivially empty.
    const patient = await createPatient(prisma, { ownerId: user.id, firstName: 'Alice', lastName: 'Autre' });
    const template = await createTemplate(prisma, { creatorId: user.id, name: 'Modèle étranger', fields: [motif] });
    await createSubmission(prisma, { practitionerId: user.id, patientId: patient.id, templateId: template.id });
    return { authorization: bearer((await createSession(prisma, user.id)).token), user };
  }
}

/** A tRPC caller with exactly this Authorization header, as the HTTP adapter would build it. */
export async function callerWith(deps: ApiDeps, authorization: string | undefined) {
  const ctx = await createContext(deps, { authorization, ip: '198.51.100.7', userAgent: 'security-matrix', acceptLanguage: 'fr' });
  return createCallerFactory(appRouter)(ctx);
}

/**
 * Row count and md5 of every table of the public schema, in one statement. Sessions count live ones only: validating
 * an expired session deletes it, a cleanup every refusal of an expired session legitimately does.
 */
export async function databaseChecksum(prisma: PrismaClient): Promise<Record<string, string>> {
  const tables = await tableNames(prisma);
  const parts = tables.map((table) => {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    const where = table === 'sessions' ? ' WHERE x.expires_at > now()' : '';
    return `SELECT '${table.replaceAll("'", "''")}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS s FROM ${quoted} x${where}`;
  });
  const rows = await prisma.$queryRawUnsafe<{ t: string; s: string }[]>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.t, row.s]));
}

const tableCache = new WeakMap<PrismaClient, Promise<string[]>>();
function tableNames(prisma: PrismaClient): Promise<string[]> {
  let names = tableCache.get(prisma);
  if (!names) {
    names = prisma.$queryRaw<{ table_name: string }[]>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.then(
      (rows) => rows.map((row) => row.table_name),
    );
    tableCache.set(prisma, names);
  }
  return names;
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]).sort();
}
