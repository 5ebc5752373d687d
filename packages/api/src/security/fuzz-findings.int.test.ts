// Defects the bad-input battery found (issue 16, apps/server/src/security/*-fuzz.int.test.ts), each fixed and kept here:
// - one batch carried the same delete several times, and the calls that lost the race answered 500: the same delete
//   sent at once, many times, now has one success and NOT_FOUND for the others (the answer a moment later);
// - an announcement whose date failed its format reached the end-after-start rule as a string: a TypeError's message
//   ("value.endsAt.getTime is not a function") went to the client as BAD_REQUEST instead of VALIDATION_FAILED;
// - a polyglot (an image's magic bytes followed by HTML or a script) passed the upload's type check.
import { beforeAll, describe, expect, it } from 'vitest';
import { createCabinet, createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { ZAnnouncementInput } from '@praxiform/domain';
import { createTestCaller, createTestDeps, rejectionCode, rejectionIssues } from '../testing';
import { detectImageType } from '../services/files/image-type';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const AT_ONCE = 12;

async function outcomes(call: () => Promise<unknown>): Promise<Record<string, number>> {
  const codes = await Promise.all(Array.from({ length: AT_ONCE }, () => rejectionCode(call())));
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('the same delete sent many times at once', () => {
  it('a submission, a patient, a cabinet: one resolved, the rest NOT_FOUND', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await createUser(deps.prisma);
      const colleague = await createUser(deps.prisma);
      const patient = await createPatient(deps.prisma, { ownerId: owner.id });
      const template = await createTemplate(deps.prisma, { creatorId: owner.id });
      const submission = await createSubmission(deps.prisma, { practitionerId: owner.id, patientId: patient.id, templateId: template.id });
      const cabinet = await createCabinet(deps.prisma, { ownerId: owner.id, memberIds: [colleague.id] });
      const caller = await createTestCaller(deps, owner.id);

      expect(await outcomes(() => caller.submissions.delete({ id: submission.id }))).toEqual({ resolved: 1, NOT_FOUND: AT_ONCE - 1 });
      expect(await outcomes(() => caller.patients.delete({ id: patient.id }))).toEqual({ resolved: 1, NOT_FOUND: AT_ONCE - 1 });
      expect(await outcomes(() => caller.cabinets.delete({ id: cabinet.id }))).toEqual({ resolved: 1, NOT_FOUND: AT_ONCE - 1 });
    }
  });
});

describe('an announcement with a malformed date', () => {
  it('is a validation issue on that date, over the schema and through the procedure', async () => {
    const input = { title: 'Maintenance', body: 'Ce soir', startsAt: '+270957-03-17T09:07:50.108Z', endsAt: '2026-01-01T00:00:00.000Z' };
    const parsed = ZAnnouncementInput.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['startsAt']);
    const administrator = await createUser(deps.prisma, { isAdministrator: true, role: 'administrator' });
    const caller = await createTestCaller(deps, administrator.id);
    expect(await rejectionCode(caller.admin.announcements.create(input))).toBe('VALIDATION_FAILED');
    expect(await rejectionIssues(caller.admin.announcements.create({ ...input, startsAt: undefined, endsAt: 'demain' }))).toEqual([
      'endsAt:DATE_INVALID',
    ]);
  });
});

describe('image type check', () => {
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  it('refuses an image header followed by HTML or a script (a polyglot), anywhere for a script tag', () => {
    for (const tail of [
      '<html><body>x</body></html>',
      '<script>alert(1)</script>',
      '<SVG onload=alert(1)>',
      '<!DOCTYPE html>',
      'javascript:alert(1)',
    ]) {
      expect(detectImageType(Buffer.concat([gif, Buffer.from(tail)])), tail).toBeNull();
      expect(detectImageType(Buffer.concat([png, Buffer.from(tail)])), tail).toBeNull();
    }
    expect(detectImageType(Buffer.concat([png, Buffer.alloc(100_000, 1), Buffer.from('<script src=//x>')]))).toBeNull();
  });

  it('keeps plain pictures, and markup-like bytes far from the header other than a script', () => {
    expect(detectImageType(Buffer.concat([gif, Buffer.alloc(64, 1)]))).toBe('image/gif');
    expect(detectImageType(Buffer.concat([png, Buffer.alloc(2000, 1), Buffer.from('<html>')]))).toBe('image/png');
  });
});
