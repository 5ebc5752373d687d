// Reads the practitioner's own profile: account fields, security state and activity counts.
import type { ApiDeps, TActor } from '../../context';
import { toUserView, USER_VIEW_SELECT } from '../../auth/user-view';
import { countFormsSent } from '../shared/forms-sent';

export async function getProfile(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>) {
  const { prisma } = deps;
  const userId = actor.id;
  const [user, patients, sentForms, privateTemplates, backupCodesLeft] = await Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        ...USER_VIEW_SELECT,
        phone: true,
        profession: true,
        customProfession: true,
        specialties: true,
        registrationNumber: true,
        workAddress: true,
        emailNotifications: true,
        alertEmails: true,
        newDeviceEmails: true,
        createdAt: true,
        lastLoginAt: true,
        // Only whether a password exists: the hash itself never leaves this function.
        passwordHash: true,
        twoFactor: { select: { enabledAt: true } },
        oauthAccounts: { where: { provider: 'google' }, select: { id: true }, take: 1 },
        emailChangeRequest: { select: { newEmail: true, expiresAt: true } },
      },
    }),
    prisma.patient.count({ where: { ownerId: userId } }),
    // The one definition of "forms sent" (docs/product.md#entities), as the dashboard and the admin pages count it.
    countFormsSent(prisma, userId),
    prisma.template.count({ where: { ownerId: userId, isPublic: false } }),
    prisma.twoFactorBackupCode.count({ where: { userId, usedAt: null } }),
  ]);
  const { passwordHash, twoFactor, oauthAccounts, emailChangeRequest, createdAt, lastLoginAt, subscription, trialWelcomeSeenAt, ...rest } = user;
  const twoFactorEnabled = Boolean(twoFactor?.enabledAt);
  return {
    ...rest,
    ...toUserView({ ...rest, subscription, trialWelcomeSeenAt }),
    createdAt: createdAt.toISOString(),
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
    hasPassword: passwordHash !== null,
    googleLinked: oauthAccounts.length > 0,
    twoFactorEnabled,
    backupCodesLeft: twoFactorEnabled ? backupCodesLeft : 0,
    counts: { patients, sentForms, privateTemplates },
    pendingEmail: emailChangeRequest ? { address: emailChangeRequest.newEmail, expiresAt: emailChangeRequest.expiresAt.toISOString() } : null,
  };
}
