// The practitioner's preferences: interface language, routine mails, alert mails and the new-device mail.
import type { TLocale } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { toUserView, USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export async function setInterfaceLanguage(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { language: TLocale },
): Promise<TUserView> {
  return toUserView(
    await deps.prisma.user.update({ where: { id: actor.id }, data: { interfaceLanguage: input.language }, select: USER_VIEW_SELECT }),
  );
}

export function setEmailNotifications(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { enabled: boolean },
): Promise<{ emailNotifications: boolean }> {
  return deps.prisma.user.update({ where: { id: actor.id }, data: { emailNotifications: input.enabled }, select: { emailNotifications: true } });
}

/** Alert mails (docs/scores.md#alert-mails): on, a completion with an alert answer is mailed whatever emailNotifications says. */
export function setAlertEmails(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { enabled: boolean },
): Promise<{ alertEmails: boolean }> {
  return deps.prisma.user.update({ where: { id: actor.id }, data: { alertEmails: input.enabled }, select: { alertEmails: true } });
}

/** The new-device mail (docs/access-log.md#new-device): on, a sign-in from a device not seen in 90 days is mailed. */
export function setNewDeviceEmails(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { enabled: boolean },
): Promise<{ newDeviceEmails: boolean }> {
  return deps.prisma.user.update({ where: { id: actor.id }, data: { newDeviceEmails: input.enabled }, select: { newDeviceEmails: true } });
}
