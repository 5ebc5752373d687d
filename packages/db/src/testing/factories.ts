// Record factories shared by the demo seed and the tests: sensible defaults, any column overridable.
import { randomBytes } from 'node:crypto';
import { ZAnswers, ZScoreBands, ZTemplateFields, completionScores, type TAnswers, type TField } from '@praxiform/domain';
import type { DbClient } from '../db-client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { hashPassword } from '../password.ts';
import { generateToken, hashToken } from '../tokens.ts';

/** Every factory user can log in with this password unless another one is given. */
export const DEFAULT_TEST_PASSWORD = 'Test-Password-1!';
let defaultHash: Promise<string> | undefined;

function uniqueSuffix(): string {
  return randomBytes(5).toString('hex');
}

export type UserOverrides = Omit<Partial<Prisma.UserUncheckedCreateInput>, 'subscription'> & {
  password?: string | null;
  /** The user's subscription row: by default the one of their role (see defaultSubscription); null for none. */
  subscription?: Omit<Partial<Prisma.SubscriptionUncheckedCreateWithoutUserInput>, 'id'> | null;
};

const DAY_MS = 24 * 3600 * 1000;

/**
 * Every account has a subscription row (services/auth/create-account.ts): a running trial, an active monthly plan for
 * a member, an expired one for a client (docs/billing-api.md#states).
 */
function defaultSubscription(role: string | undefined, trialEndsAt: Date | string | null | undefined) {
  const inAMonth = new Date(Date.now() + 30 * DAY_MS);
  if (role === 'member') return { status: 'active' as const, plan: 'monthly' as const, currentPeriodEnd: inAMonth };
  if (role === 'client') return { status: 'expired' as const, plan: 'monthly' as const, currentPeriodEnd: new Date(Date.now() - DAY_MS) };
  return { status: 'trial' as const, trialEndsAt: trialEndsAt ?? inAMonth };
}

export async function createUser(db: DbClient, overrides: UserOverrides = {}) {
  const { password, subscription, ...data } = overrides;
  let passwordHash: string | null;
  if (password === null) passwordHash = null;
  else if (password !== undefined) passwordHash = await hashPassword(password);
  else passwordHash = await (defaultHash ??= hashPassword(DEFAULT_TEST_PASSWORD));
  return db.user.create({
    data: {
      firstName: 'Camille',
      lastName: 'Durand',
      email: `user-${uniqueSuffix()}@test.praxiform`,
      emailVerifiedAt: new Date(),
      profileCompleted: true,
      profession: 'physiotherapist',
      specialties: [],
      passwordHash,
      ...data,
      ...(data.email ? { email: data.email.toLowerCase() } : {}),
      ...(subscription === null ? {} : { subscription: { create: subscription ?? defaultSubscription(data.role, data.trialEndsAt) } }),
    },
  });
}

export function createPatient(db: DbClient, overrides: Partial<Prisma.PatientUncheckedCreateInput> & { ownerId: number }) {
  return db.patient.create({
    data: { firstName: 'Lucas', lastName: 'Petit', email: `patient-${uniqueSuffix()}@test.praxiform`, ...overrides },
  });
}

export const DEFAULT_TEMPLATE_FIELDS: TField[] = [
  { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false },
  {
    id: 'douleur',
    type: 'radio',
    title: 'Avez-vous des douleurs ?',
    required: false,
    practitionerOnly: false,
    options: [
      { id: 'oui', label: 'Oui', children: [{ id: 'localisation', type: 'text', title: 'Où ?', required: false, practitionerOnly: false }] },
      { id: 'non', label: 'Non', children: [] },
    ],
  },
];

export type TemplateOverrides = Omit<Partial<Prisma.TemplateUncheckedCreateInput>, 'fields'> & { creatorId: number; fields?: TField[] };

/** Private templates belong to their creator; public ones have no owner (see README, delete rules). */
export async function createTemplate(db: DbClient, overrides: TemplateOverrides) {
  const { fields, ...data } = overrides;
  const checkedFields = ZTemplateFields.parse(fields ?? DEFAULT_TEMPLATE_FIELDS);
  const creator = await db.user.findUniqueOrThrow({ where: { id: data.creatorId }, select: { firstName: true, lastName: true } });
  const isPublic = data.isPublic ?? false;
  return db.template.create({
    data: {
      name: 'Questionnaire de test',
      type: 'anamnese',
      creatorName: `${creator.firstName} ${creator.lastName}`,
      ownerId: isPublic ? null : data.creatorId,
      scoringEnabled: data.type === 'bilan',
      ...data,
      isPublic,
      fields: checkedFields,
    },
  });
}

export type SubmissionOverrides = Omit<Partial<Prisma.SubmissionUncheckedCreateInput>, 'answers' | 'fieldsSnapshot'> & {
  practitionerId: number;
  answers?: TAnswers;
};

/**
 * A form sent by link. Copies the template (name, fields and bands snapshots) when templateId is given; computes the
 * score of answers, its band and the alert answers (docs/scores.md), as a completion does.
 */
export async function createSubmission(db: DbClient, overrides: SubmissionOverrides) {
  const { answers, ...data } = overrides;
  const template = data.templateId ? await db.template.findUniqueOrThrow({ where: { id: data.templateId } }) : null;
  const fields = ZTemplateFields.parse(template?.fields ?? DEFAULT_TEMPLATE_FIELDS);
  const checkedAnswers = answers === undefined ? undefined : ZAnswers.parse(answers);
  const scoringEnabled = template?.scoringEnabled ?? false;
  const bands = scoringEnabled ? ZScoreBands.parse(template?.scoreBands ?? []) : [];
  const scores = checkedAnswers ? completionScores({ fields, scoringEnabled, bands }, checkedAnswers) : null;
  const linkToken = generateToken();
  const now = new Date();
  const submission = await db.submission.create({
    data: {
      formName: template?.name ?? 'Questionnaire de test',
      fieldsSnapshot: fields,
      scoringEnabled,
      bandsSnapshot: bands,
      status: 'sent',
      language: template?.language ?? 'fr',
      patientInstructions: template?.patientInstructions ?? null,
      crisisMessage: template?.crisisMessage ?? true,
      linkTokenHash: hashToken(linkToken),
      sentAt: now,
      expiresAt: new Date(now.getTime() + 14 * 24 * 3600 * 1000),
      ...(checkedAnswers && scores
        ? {
            answers: checkedAnswers,
            score: scores.score,
            scoreBandLabel: scores.band?.label ?? null,
            scoreBandLevel: scores.band?.level ?? null,
            hasAlert: scores.alertFieldIds.length > 0,
            alertFieldIds: scores.alertFieldIds,
          }
        : {}),
      ...data,
    },
  });
  return { ...submission, linkToken };
}

export async function createCabinet(
  db: DbClient,
  overrides: Partial<Prisma.CabinetUncheckedCreateInput> & { ownerId: number; memberIds?: number[] },
) {
  const { memberIds = [], ...data } = overrides;
  return db.cabinet.create({
    data: {
      name: 'Cabinet de test',
      ...data,
      members: {
        create: [{ userId: data.ownerId, role: 'owner' as const }, ...memberIds.map((userId) => ({ userId, role: 'member' as const }))],
      },
    },
  });
}

export function shareTemplateToCabinet(db: DbClient, input: { cabinetId: number; templateId: number; sharedById: number }) {
  return db.cabinetTemplate.create({ data: input });
}

/** The user's subscription row, replacing the one createUser gave them (a trial unless the overrides say otherwise). */
export function createSubscription(db: DbClient, overrides: Partial<Prisma.SubscriptionUncheckedCreateInput> & { userId: number }) {
  const data = {
    status: 'trial' as const,
    plan: null,
    trialEndsAt: new Date(Date.now() + 30 * DAY_MS),
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    ...overrides,
  };
  const { userId, ...update } = data;
  return db.subscription.upsert({ where: { userId }, create: data, update });
}

export function createSupportTicket(
  db: DbClient,
  overrides: Partial<Omit<Prisma.SupportTicketUncheckedCreateInput, 'messages'>> & { userId: number; message?: string },
) {
  const { message, ...data } = overrides;
  return db.supportTicket.create({
    data: {
      category: 'technical',
      subject: 'Question sur mon compte',
      ...data,
      // The first message is written with the ticket, at its time.
      messages: {
        create: {
          authorId: data.userId,
          body: message ?? 'Bonjour, je rencontre un souci avec mon compte.',
          ...(data.createdAt ? { createdAt: data.createdAt } : {}),
        },
      },
    },
    include: { messages: true },
  });
}
