// The sweeps: patients' pictures no stored answer used go after a day, rows and bytes; bytes a killed process left
// without their row (or half-written) go after an hour; nothing else does.
import { describe, expect, it } from 'vitest';
import { createUser } from '@praxiform/db/testing';
import { createTestDeps, putTestObject, readTestObject } from '../../testing';
import { writeStoredImage } from './stored-files';
import { sweepOrphanedFiles, sweepUnattachedUploads } from './sweep-uploads';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
const DAY = 24 * 60 * 60 * 1000;

describe('sweepUnattachedUploads', () => {
  it("removes pending pictures older than a day, keeps attached ones, recent ones and practitioners' own files", async () => {
    const deps = await createTestDeps();
    const practitioner = await createUser(deps.prisma);
    const store = async (options: { uploadScope?: string; ageMs: number; attached?: boolean }) => {
      const { fileId } = await writeStoredImage(deps, {
        ownerId: practitioner.id,
        body: { bytes: PNG },
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
    const keyOf = async (id: string) => (await deps.prisma.storedFile.findUniqueOrThrow({ where: { id } })).storageKey;
    const staleFiles = await Promise.all(stale.map(keyOf));
    const keptFiles = await Promise.all(kept.map(keyOf));

    expect(await sweepUnattachedUploads(deps, { batchSize: 1 })).toBe(2);
    const left = await deps.prisma.storedFile.findMany({ select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
    for (const key of staleFiles) expect(await readTestObject(deps.files, key)).toBeNull();
    for (const key of keptFiles) expect(await readTestObject(deps.files, key)).toEqual(PNG);
    expect(await sweepUnattachedUploads(deps)).toBe(0);
  });
});

describe('sweepOrphanedFiles', () => {
  it('removes objects without a row and unfinished writes older than an hour; keeps every object with a row and recent ones', async () => {
    const deps = await createTestDeps();
    const practitioner = await createUser(deps.prisma);
    const hour = 60 * 60 * 1000;
    // Objects written now; the sweep is asked "as of" later times instead of ageing them (a bucket sets its own dates).
    const loose = async (name: string) => {
      const key = `uploads/ab/${name}`;
      await putTestObject(deps.files, key, PNG);
      return key;
    };
    const orphan = await loose('00000000-0000-4000-8000-0000000000aa');
    const partial = await loose('00000000-0000-4000-8000-0000000000bb.partial');
    const { fileId } = await writeStoredImage(deps, { ownerId: practitioner.id, body: { bytes: PNG } });
    const stored = (await deps.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } })).storageKey;

    // Under an hour old: nothing goes.
    expect(await sweepOrphanedFiles(deps, { now: new Date(Date.now() + 30 * 60_000) })).toBe(0);
    expect(await readTestObject(deps.files, orphan)).toEqual(PNG);

    expect(await sweepOrphanedFiles(deps, { now: new Date(Date.now() + 2 * hour), batchSize: 2 })).toBe(2);
    expect(await readTestObject(deps.files, orphan)).toBeNull();
    expect(await readTestObject(deps.files, partial)).toBeNull();
    expect(await readTestObject(deps.files, stored)).toEqual(PNG);
    // Later still, the stored file never goes.
    expect(await sweepOrphanedFiles(deps, { now: new Date(Date.now() + 48 * hour) })).toBe(0);
    expect(await readTestObject(deps.files, stored)).toEqual(PNG);
  });
});
