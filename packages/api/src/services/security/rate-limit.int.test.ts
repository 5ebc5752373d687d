// The PostgreSQL rate limiter: counts per key, resets after the window, stays exact under concurrent hits.
import { beforeAll, describe, expect, it } from 'vitest';
import { getTestPrisma } from '@praxiform/db/testing';
import type { PrismaClient } from '@praxiform/db';
import { consumeRateLimit, sweepExpiredRateLimits } from './rate-limit';

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
});

describe('consumeRateLimit', () => {
  it('allows `points` hits per window, then refuses with the seconds left, and starts over after the window', async () => {
    const limit = { points: 3, windowSeconds: 60 };
    const now = Date.now();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await consumeRateLimit(prisma, 'test:a', limit, now + i * 1000));
    expect(results.map((r) => [r.allowed, r.points])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[3]!.retryAfterSeconds).toBe(57);
    const row = await prisma.rateLimit.findUniqueOrThrow({ where: { key: 'test:a' } });
    expect(Math.abs(row.expiresAt.getTime() - (now + 60_000))).toBeLessThan(5);

    const later = await consumeRateLimit(prisma, 'test:a', limit, now + 61_000);
    expect(later).toEqual({ allowed: true, points: 1, retryAfterSeconds: 60 });
    expect((await consumeRateLimit(prisma, 'test:other', limit, now)).points).toBe(1);
  });

  it('counts every one of many concurrent hits exactly once (one atomic upsert)', async () => {
    const limit = { points: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(prisma, 'test:concurrent', limit)));
    expect(results.map((r) => r.points).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('sweeps windows that ended', async () => {
    await prisma.rateLimit.create({ data: { key: 'test:old', points: 5, expiresAt: new Date(Date.now() - 60_000) } });
    await prisma.rateLimit.create({ data: { key: 'test:live', points: 5, expiresAt: new Date(Date.now() + 60_000) } });
    expect(await sweepExpiredRateLimits(prisma)).toBeGreaterThanOrEqual(1);
    expect(await prisma.rateLimit.findUnique({ where: { key: 'test:old' } })).toBeNull();
    expect(await prisma.rateLimit.findUnique({ where: { key: 'test:live' } })).not.toBeNull();
  });
});
