// Whether the database answers a trivial query within a short time.
import type { PrismaClient } from '@praxiform/db';

export async function checkDatabase(prisma: PrismaClient, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const query = prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
