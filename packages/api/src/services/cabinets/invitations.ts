// Invitations to a cabinet (docs/cabinets-api.md, "Invitations"): the owner invites an address; a practitioner whose
// verified address it is gets an in-app notification and a mail in their language, any other address a mail inviting
// them to register. The token is single use, only its SHA-256 is stored, and it works 14 days; re-sending issues a new one.
import { generateToken, hashToken } from '@praxiform/db';
import { CABINET_INVITE_DAYS, cabinetInvitePath, fullName, type TCabinetInviteAnswerInput, type TLocale } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { dropTopicMails, mailTopic, queueMail, type TMailDelivery } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { enforceUserRateLimit } from '../security/rate-limit';
import type { DbClient } from '../shared/db-client';
import { findOwnedCabinet, lockCabinet } from './access';
import { cabinetInviteSelect, toInviteView, type TCabinetInviteView } from './views';

const DAY_MS = 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{48,128}$/;

type TInviteDeps = Pick<Context, 'prisma' | 'outbox' | 'appUrl' | 'locale'>;
type TInviter = Pick<TActor, 'id' | 'firstName' | 'lastName'>;

type TIssued = {
  invite: TCabinetInviteView;
  token: string;
  to: string;
  cabinetName: string;
  recipient: { firstName: string; interfaceLanguage: TLocale } | null;
};

/**
 * The one way an invitation gets a token: an open invitation of this address (pending, expired or declined) is
 * renewed, so each address has at most one, and only the newest link works. Notifies a registered recipient.
 */
async function issueInvite(
  db: DbClient,
  inviter: TInviter,
  cabinet: { cabinetId: number; cabinetName: string },
  email: string,
  now: Date,
): Promise<TIssued> {
  // Only a verified address names its account: an account that never proved the address gets neither the
  // notification nor the "registered" mail (docs/cabinets-api.md#invitations), and cannot answer (findInviteToAnswer).
  const recipient = await db.user.findFirst({
    where: { email, emailVerifiedAt: { not: null } },
    select: { id: true, firstName: true, interfaceLanguage: true },
  });
  if (recipient) {
    const member = await db.cabinetMember.count({ where: { cabinetId: cabinet.cabinetId, userId: recipient.id } });
    if (member > 0) throw new AppError('CABINET_ALREADY_MEMBER');
  }
  const token = generateToken();
  const data = {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CABINET_INVITE_DAYS * DAY_MS),
    invitedById: inviter.id,
    declinedAt: null,
  };
  const open = await db.cabinetInvite.findFirst({
    where: { cabinetId: cabinet.cabinetId, email, acceptedAt: null, revokedAt: null },
    select: { id: true },
  });
  const row = open
    ? await db.cabinetInvite.update({ where: { id: open.id }, data, select: cabinetInviteSelect })
    : await db.cabinetInvite.create({ data: { ...data, cabinetId: cabinet.cabinetId, email }, select: cabinetInviteSelect });
  if (recipient) {
    await db.notification.create({
      data: { userId: recipient.id, kind: 'cabinet_invite', formName: cabinet.cabinetName, actorName: fullName(inviter) },
    });
  }
  return { invite: toInviteView(row, now), token, to: email, cabinetName: cabinet.cabinetName, recipient };
}

/** Queues the invitation's mail in the caller's transaction (docs/mail.md): it leaves only if the invitation commits. */
async function queueInviteMail(db: DbClient, deps: Pick<Context, 'appUrl' | 'locale'>, inviter: TInviter, issued: TIssued): Promise<TMailDelivery> {
  const registered = issued.recipient !== null;
  // A registered practitioner reads it in their language; an unknown address in the inviter's.
  const locale = issued.recipient?.interfaceLanguage ?? deps.locale;
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(issued.invite.expiresAt));
  const mail = renderMail({
    kind: registered ? 'cabinetInvite' : 'cabinetInviteRegister',
    to: issued.to,
    locale,
    name: issued.recipient?.firstName ?? issued.to,
    actionUrl: `${deps.appUrl}${cabinetInvitePath(locale, issued.token, registered)}`,
    vars: { inviter: fullName(inviter), cabinet: issued.cabinetName, expires },
    paragraphs: [{ key: 'expires' }],
  });
  // A re-sent invitation's new link replaces the old one's mail still waiting or failed.
  return queueMail(db, { ...mail, ownerId: inviter.id, topic: mailTopic.cabinetInvite(issued.invite.id) });
}

async function limitInvites(db: DbClient, actor: Pick<TActor, 'id'>, now: Date): Promise<void> {
  await enforceUserRateLimit(db, actor, 'cabinetInvite', now.getTime());
}

/** `mail`: the invitation's mail, queued with it (docs/mail.md). */
export type TInviteResult = { invitation: TCabinetInviteView; mail: TMailDelivery };

/** cabinets.invite: the owner invites an address (a new invitation, or the open one of that address renewed). */
export async function inviteToCabinet(
  deps: TInviteDeps,
  actor: TInviter,
  input: { id: number; email: string },
  now = new Date(),
): Promise<TInviteResult> {
  const email = input.email.trim().toLowerCase();
  const issued = await deps.prisma.$transaction(async (tx) => {
    const cabinet = await findOwnedCabinet(tx, actor.id, input.id);
    // One invitation per address: concurrent invitations of one cabinet run one after the other.
    await lockCabinet(tx, cabinet.cabinetId);
    await limitInvites(tx, actor, now);
    const invited = await issueInvite(tx, actor, cabinet, email, now);
    return { invite: invited.invite, mail: await queueInviteMail(tx, deps, actor, invited) };
  });
  await deps.outbox.wake();
  return { invitation: issued.invite, mail: issued.mail };
}

/** An invitation of a cabinet I own that is neither accepted nor revoked. */
async function findOpenInviteOfMine(db: DbClient, actor: Pick<TActor, 'id'>, inviteId: number) {
  const invite = await db.cabinetInvite.findUnique({
    where: { id: inviteId },
    select: { id: true, cabinetId: true, email: true, acceptedAt: true, revokedAt: true },
  });
  if (!invite) throw new AppError('NOT_FOUND');
  const cabinet = await findOwnedCabinet(db, actor.id, invite.cabinetId);
  if (invite.revokedAt) throw new AppError('NOT_FOUND');
  if (invite.acceptedAt) throw new AppError('CABINET_INVITE_USED');
  return { invite, cabinet };
}

/** cabinets.resendInvite: a new token and a new 14-day expiry; the previous link stops working. */
export async function resendCabinetInvite(deps: TInviteDeps, actor: TInviter, input: { inviteId: number }, now = new Date()): Promise<TInviteResult> {
  const issued = await deps.prisma.$transaction(async (tx) => {
    const { invite, cabinet } = await findOpenInviteOfMine(tx, actor, input.inviteId);
    await lockCabinet(tx, cabinet.cabinetId);
    await limitInvites(tx, actor, now);
    const invited = await issueInvite(tx, actor, cabinet, invite.email, now);
    return { invite: invited.invite, mail: await queueInviteMail(tx, deps, actor, invited) };
  });
  await deps.outbox.wake();
  return { invitation: issued.invite, mail: issued.mail };
}

/** cabinets.revokeInvite: its link stops working and it leaves the owner's list. */
export async function revokeCabinetInvite(
  deps: Pick<Context, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { inviteId: number },
  now = new Date(),
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    const { invite } = await findOpenInviteOfMine(tx, actor, input.inviteId);
    await tx.cabinetInvite.update({ where: { id: invite.id }, data: { revokedAt: now } });
    await dropTopicMails(tx, mailTopic.cabinetInvite(invite.id));
  });
}

/**
 * The invitation the answer is about, checked for the logged-in account. By token (the mail's link): an unknown,
 * malformed, replaced or revoked token is CABINET_INVITE_INVALID, another address's CABINET_INVITE_WRONG_ACCOUNT. By
 * id (the list on /cabinet): anything but an invitation addressed to me is NOT_FOUND.
 */
async function findInviteToAnswer(db: DbClient, actor: Pick<TActor, 'id'>, input: TCabinetInviteAnswerInput, now: Date) {
  const me = await db.user.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true, emailVerifiedAt: true } });
  const select = { id: true, cabinetId: true, email: true, acceptedAt: true, declinedAt: true, revokedAt: true, expiresAt: true } as const;
  const mine = (email: string) => email.toLowerCase() === me.email.toLowerCase();
  let invite;
  if ('token' in input) {
    invite = TOKEN.test(input.token) ? await db.cabinetInvite.findUnique({ where: { tokenHash: hashToken(input.token) }, select }) : null;
    if (!invite || invite.revokedAt) throw new AppError('CABINET_INVITE_INVALID');
    if (!mine(invite.email)) throw new AppError('CABINET_INVITE_WRONG_ACCOUNT');
  } else {
    invite = await db.cabinetInvite.findUnique({ where: { id: input.inviteId }, select });
    if (!invite || invite.revokedAt || !mine(invite.email)) throw new AppError('NOT_FOUND');
  }
  // The address must be proven before it grants anything.
  if (!me.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  if (invite.acceptedAt || invite.declinedAt) throw new AppError('CABINET_INVITE_USED');
  if (invite.expiresAt.getTime() <= now.getTime()) throw new AppError('CABINET_INVITE_EXPIRED');
  return invite;
}

/** Marks the invitation answered unless a concurrent answer did first (single use). */
async function answer(db: DbClient, inviteId: number, data: { acceptedAt: Date } | { declinedAt: Date }): Promise<void> {
  const { count } = await db.cabinetInvite.updateMany({ where: { id: inviteId, acceptedAt: null, declinedAt: null, revokedAt: null }, data });
  if (count !== 1) throw new AppError('CABINET_INVITE_USED');
}

/** cabinets.acceptInvite: I join as a member; answers the cabinet's id for the SPA to open it. */
export async function acceptCabinetInvite(
  deps: Pick<Context, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: TCabinetInviteAnswerInput,
  now = new Date(),
): Promise<{ cabinetId: number }> {
  return deps.prisma.$transaction(async (tx) => {
    const invite = await findInviteToAnswer(tx, actor, input, now);
    await lockCabinet(tx, invite.cabinetId);
    await answer(tx, invite.id, { acceptedAt: now });
    // Already a member (another invitation of the same address was accepted): nothing more to do.
    await tx.cabinetMember.createMany({ data: [{ cabinetId: invite.cabinetId, userId: actor.id, role: 'member' }], skipDuplicates: true });
    return { cabinetId: invite.cabinetId };
  });
}

/** cabinets.declineInvite: the invitation leaves my list; the owner sees it declined and may re-send it. */
export async function declineCabinetInvite(
  deps: Pick<Context, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: TCabinetInviteAnswerInput,
  now = new Date(),
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    const invite = await findInviteToAnswer(tx, actor, input, now);
    await answer(tx, invite.id, { declinedAt: now });
  });
}
