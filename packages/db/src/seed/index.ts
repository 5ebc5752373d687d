// seedDemoData: believable French demo data, created once (skipped when the demo admin exists).
import type { PrismaClient } from '../generated/prisma/client.ts';
import { hashPassword } from '../password.ts';
import { ADMIN, CLAIRE, CLAIRE_PATIENTS, DEMO_LOGINS, JULIEN, JULIEN_PATIENTS, type DemoLogin } from './demo-people.ts';
import { seedForms } from './seed-forms.ts';

export { DEMO_LOGINS, type DemoLogin } from './demo-people.ts';

const DAY = 24 * 3600 * 1000;

function passwordOf(email: string): string {
  const login = DEMO_LOGINS.find((l) => l.email === email);
  if (!login) throw new Error(`No demo login for ${email}`);
  return login.password;
}

export async function seedDemoData(prisma: PrismaClient, opts: { now?: Date } = {}): Promise<DemoLogin[]> {
  const existing = await prisma.user.findUnique({ where: { email: ADMIN.email } });
  if (existing) return [...DEMO_LOGINS];
  const now = opts.now ?? new Date();
  // Hash before the transaction: argon2 takes tens of milliseconds each and the transaction should stay short.
  const [adminHash, claireHash, julienHash] = await Promise.all([ADMIN, CLAIRE, JULIEN].map((u) => hashPassword(passwordOf(u.email))));
  await prisma.$transaction(
    async (tx) => {
      const common = { emailVerifiedAt: new Date(now.getTime() - 90 * DAY), profileCompleted: true, lastLoginAt: new Date(now.getTime() - DAY) };
      const admin = await tx.user.create({ data: { ...ADMIN, ...common, passwordHash: adminHash } });
      const claire = await tx.user.create({ data: { ...CLAIRE, ...common, passwordHash: claireHash } });
      const julien = await tx.user.create({
        data: {
          ...JULIEN,
          ...common,
          passwordHash: julienHash,
          trialEndsAt: new Date(now.getTime() + 21 * DAY),
          createdAt: new Date(now.getTime() - 9 * DAY),
        },
      });
      await tx.subscription.create({
        data: {
          userId: claire.id,
          plan: 'yearly',
          status: 'active',
          currentPeriodEnd: new Date(now.getTime() + 200 * DAY),
          stripeCustomerId: 'cus_demo_claire',
          stripeSubscriptionId: 'sub_demo_claire',
        },
      });
      await tx.subscription.create({ data: { userId: julien.id, status: 'trial', trialEndsAt: new Date(now.getTime() + 21 * DAY) } });
      await tx.subscription.create({ data: { userId: admin.id, status: 'none' } });

      const clairePatients = [];
      for (const p of CLAIRE_PATIENTS) clairePatients.push(await tx.patient.create({ data: { ...p, ownerId: claire.id } }));
      const julienPatients = [];
      for (const p of JULIEN_PATIENTS) julienPatients.push(await tx.patient.create({ data: { ...p, ownerId: julien.id } }));

      await seedForms(tx, { now, admin, claire, julien, clairePatients, julienPatients });

      await tx.announcement.create({
        data: {
          title: 'Nouveau : partagez vos formulaires avec votre cabinet',
          body: 'Vous pouvez désormais partager vos modèles avec les membres de votre cabinet depuis la page Cabinet.',
          locale: 'fr',
          publishedAt: new Date(now.getTime() - 2 * DAY),
          createdById: admin.id,
        },
      });
      await tx.auditLog.create({ data: { actorId: admin.id, action: 'seed.demo', targetType: 'database', metadata: { users: 3 } } });
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  return [...DEMO_LOGINS];
}
