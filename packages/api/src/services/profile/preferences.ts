// The practitioner's preferences: interface language and email notifications.
import type { PrismaClient } from '@praxiform/db';
import type { TLocale } from '@praxiform/domain';
import { USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export function setInterfaceLanguage(prisma: PrismaClient, userId: number, language: TLocale): Promise<TUserView> {
  return prisma.user.update({ where: { id: userId }, data: { interfaceLanguage: language }, select: USER_VIEW_SELECT });
}

export function setEmailNotifications(prisma: PrismaClient, userId: number, enabled: boolean): Promise<{ emailNotifications: boolean }> {
  return prisma.user.update({ where: { id: userId }, data: { emailNotifications: enabled }, select: { emailNotifications: true } });
}
