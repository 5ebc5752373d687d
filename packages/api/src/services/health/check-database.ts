// Whether the database answers a trivial query within a short time.
import type { ApiDeps } from '../../context';

export async function checkDatabase(deps: Pick<ApiDeps, 'prisma'>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const query = deps.prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
