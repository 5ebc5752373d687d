// seedDemoData: believable French demo data, created once (skipped when the demo admin exists).
import { TRIAL_DAYS } from '@praxiform/domain';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { hashPassword } from '../password.ts';
import { ADMIN, CLAIRE, CLAIRE_PATIENTS, DEMO_LOGINS, JULIEN, JULIEN_PATIENTS, type DemoLogin } from './demo-people.ts';
import { seedForms } from './seed-forms.ts';

export { DEMO_LOGINS, type DemoLogin } from './demo-people.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

function passwordOf(email: string): string {
  const login = DEMO_LOGINS.find((l) => l.email === email);
  if (!login) throw new Error(`No demo login for ${email}`);
  return login.password;
}

export async function seedDemoData(prisma: PrismaClient, opts: { now?: Date } = {}): Promise<DemoLogin[]> {
  const existing = await prisma.user.findUnique({ where: { email: ADMIN.email } });
  if (existing) return [...DEMO_LOGINS];
  const now = opts.now ?? new Date();
  // Every date is relative to the day the seed runs, and in the order things happen: an account before what it creates,
  // a patient before the forms sent to them, a form sent before it is opened and completed (docs/product.md#states).
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  // Hash before the transaction: argon2 takes tens of milliseconds each and the transaction should stay short.
  const [adminHash, claireHash, julienHash] = await Promise.all([ADMIN, CLAIRE, JULIEN].map((u) => hashPassword(passwordOf(u.email))));
  await prisma.$transaction(
    async (tx) => {
      /** An account created `days` ago, its email verified within the hour, last seen yesterday. */
      const since = (days: number) => ({
        createdAt: ago(days),
        emailVerifiedAt: new Date(ago(days).getTime() + HOUR),
        profileCompleted: true,
        lastLoginAt: ago(1),
      });
      const admin = await tx.user.create({ data: { ...ADMIN, ...since(400), passwordHash: adminHash } });
      // Claire: 30 days of trial, then the yearly plan, renewed 165 days ago (its period ends in 200 days).
      const claire = await tx.user.create({ data: { ...CLAIRE, ...since(195), passwordHash: claireHash } });
      // Julien: on the 30-day trial since he registered 9 days ago.
      const julien = await tx.user.create({
        data: { ...JULIEN, ...since(9), passwordHash: julienHash, trialEndsAt: new Date(now.getTime() + (TRIAL_DAYS - 9) * DAY) },
      });
      await tx.subscription.create({
        data: {
          userId: claire.id,
          plan: 'yearly',
          status: 'active',
          currentPeriodEnd: new Date(now.getTime() + 200 * DAY),
          stripeCustomerId: 'cus_demo_claire',
          stripeSubscriptionId: 'sub_demo_claire',
          createdAt: ago(165),
        },
      });
      await tx.subscription.create({ data: { userId: julien.id, status: 'trial', trialEndsAt: julien.trialEndsAt, createdAt: julien.createdAt } });
      await tx.subscription.create({ data: { userId: admin.id, status: 'none', createdAt: admin.createdAt } });

      const clairePatients = [];
      for (const { daysAgo, ...p } of CLAIRE_PATIENTS)
        clairePatients.push(await tx.patient.create({ data: { ...p, ownerId: claire.id, createdAt: ago(daysAgo) } }));
      const julienPatients = [];
      for (const { daysAgo, ...p } of JULIEN_PATIENTS)
        julienPatients.push(await tx.patient.create({ data: { ...p, ownerId: julien.id, createdAt: ago(daysAgo) } }));

      await seedForms(tx, { now, admin, claire, julien, clairePatients, julienPatients });

      await tx.announcement.create({
        data: {
          title: 'Nouveau\u00a0: partagez vos modèles avec votre cabinet',
          body: 'Vous pouvez désormais partager vos modèles avec les membres de votre cabinet depuis la page Cabinets.',
          titleEn: 'New: share your templates with your shared practice',
          bodyEn: 'You can now share your templates with the members of your shared practice from the Shared practices page.',
          titleNl: 'Nieuw: deel uw sjablonen met uw groepspraktijk',
          bodyNl: 'U kunt uw sjablonen nu delen met de leden van uw groepspraktijk via de pagina Groepspraktijken.',
          level: 'info',
          // Feature news: for the accounts that existed when it went up, not for one created since (issue 26).
          audience: 'before',
          startsAt: ago(2),
          createdById: admin.id,
          createdAt: ago(2),
        },
      });
      await tx.auditLog.create({ data: { actorId: admin.id, action: 'seed.demo', targetType: 'database', metadata: { users: 3 } } });
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  return [...DEMO_LOGINS];
}
