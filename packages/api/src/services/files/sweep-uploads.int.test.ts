// The sweeps: patients' pictures no stored answer used go after a day, rows and bytes; bytes a killed process left
// without their row (or half-written) go after an hour; nothing else does.
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUser } from '@praxiform/db/testing';
import { createTestDeps } from '../../testing';
import { writeStoredImage } from './stored-files';
import { sweepOrphanedFiles, sweepUnattachedUploads } from './sweep-uploads';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
const DAY = 24 * 60 * 60 * 1000;

describe('sweepUnattachedUploads', () => {
  it("removes pending pictures older than a day, keeps attached ones, recent ones and practitioners' own files", async () => {
    const deps = await createTestDeps();
    const practitioner = await createUser(deps.prisma);
    const store = async (options: { uploadScope?: string; ageMs: number; attached?: boolean }) => {
      const { fileId } = await writeStoredImage(deps.prisma, deps.dataDir, {
        ownerId: practitioner.id,
        bytes: PNG,
        ...(options.uploadScope ? { uploadScope: options.uploadScope } : {}),
      });
      const createdAt = new Date(Date.now() - options.ageMs);
      await deps.prisma.storedFile.update({ where: { id: fileId }, data: { createdAt, attachedAt: options.attached ? createdAt : null } });
      return fileId;
    };
    const stale = [await store({ uploadScope: 'link-a', ageMs: DAY + 60_000 }), await store({ uploadScope: 'link-b', ageMs: 3 * DAY })];
    const kept = [
      await store({ uploadScope: 'link-a', ageMs: 3 * DAY, attached: true }),
      await store({ uploadScope: 'link-a', ageMs: DAY - 60_000 }),
      await store({ ageMs: 10 * DAY }),
    ];
    const keyOf = async (id: string) => path.join(deps.dataDir, (await deps.prisma.storedFile.findUniqueOrThrow({ where: { id } })).storageKey);
    const staleFiles = await Promise.all(stale.map(keyOf));
    const keptFiles = await Promise.all(kept.map(keyOf));

    expect(await sweepUnattachedUploads(deps, { batchSize: 1 })).toBe(2);
    const left = await deps.prisma.storedFile.findMany({ select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
    for (const file of staleFiles) expect(existsSync(file)).toBe(false);
    for (const file of keptFiles) expect(existsSync(file)).toBe(true);
    expect(await sweepUnattachedUploads(deps)).toBe(0);
  });
});

describe('sweepOrphanedFiles', () => {
  it('removes files without a row and unfinished writes older than an hour; keeps every file with a row and recent ones', async () => {
    const deps = await createTestDeps();
    const practitioner = await createUser(deps.prisma);
    const { fileId } = await writeStoredImage(deps.prisma, deps.dataDir, { ownerId: practitioner.id, bytes: PNG });
    const stored = path.join(deps.dataDir, (await deps.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } })).storageKey);
    const loose = async (name: string, ageMs: number) => {
      const file = path.join(deps.dataDir, 'uploads', 'ab', name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, PNG);
      const at = new Date(Date.now() - ageMs);
      await utimes(file, at, at);
      return file;
    };
    const hour = 60 * 60 * 1000;
    const orphan = await loose('00000000-0000-4000-8000-0000000000aa', 2 * hour);
    const partial = await loose('00000000-0000-4000-8000-0000000000bb.partial', 2 * hour);
    const recent = await loose('00000000-0000-4000-8000-0000000000cc', 10 * 60_000);
    const old = new Date(Date.now() - 3 * hour);
    await utimes(stored, old, old);

    expect(await sweepOrphanedFiles(deps)).toBe(2);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(stored)).toBe(true);
    // An hour later the recent one goes too; the stored file never does.
    expect(await sweepOrphanedFiles(deps, { now: new Date(Date.now() + 2 * hour) })).toBe(1);
    expect(existsSync(stored)).toBe(true);
  });
});
