// Completes the profile after sign-up: profession, specialties and practice details; opens the main app.
import type { PrismaClient } from '@praxiform/db';
import { professionColumns, type TProfessionFields } from './profession-fields';
import { USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export async function completeProfile(prisma: PrismaClient, userId: number, input: TProfessionFields): Promise<TUserView> {
  return prisma.user.update({
    where: { id: userId },
    data: { ...professionColumns(input), profileCompleted: true },
    select: USER_VIEW_SELECT,
  });
}
