// Every validation issue carries one of the product's codes (docs/product.md#validation, issue 34): a walk over every
// procedure's input schema with a missing and malformed values of each top-level field, and the calls the audit found
// answering zod's English, through the real router and database.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, getTestPrisma } from '@praxiform/db/testing';
import { GENERIC_VALIDATION_CODES, ZPersonName } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import { appRouter } from './root';
import { PROCEDURES } from './security/procedure-table';
import type { TIds } from './security/matrix-world';
import { createTestCaller, createTestDeps, rejectionCode, rejectionIssues, templateInput, painQuestion } from './testing';
import './trpc';

/** The codes errors:validation translates in all three languages: the only messages an input refusal may carry. */
const KNOWN = new Set(
  Object.keys(resources.en.errors.validation as Record<string, unknown>).filter(
    (code) => code in (resources.fr.errors.validation as object) && code in (resources.nl.errors.validation as object),
  ),
);

type TAnyZod = z.core.$ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The top-level fields of an input schema, through wrappers, pipes (preprocess), unions and intersections. */
function fieldsOf(schema: TAnyZod, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (key: string) => fieldsOf(def[key] as TAnyZod, seen);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return (def.options as TAnyZod[]).flatMap((option) => fieldsOf(option, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'lazy':
      return fieldsOf((def.getter as () => TAnyZod)(), seen);
    default:
      return 'innerType' in def ? inner('innerType') : [];
  }
}

const FAKE_IDS: TIds = {
  ownerId: 11,
  patientId: 12,
  templateId: 13,
  publicTemplateId: 14,
  sharedTemplateId: 15,
  sentId: 16,
  completedId: 17,
  anonymousId: 18,
  cabinetId: 19,
  memberId: 20,
  inviteId: 21,
  ticketId: 22,
  notificationId: 23,
  announcementId: 24,
  fileId: randomUUID(),
  mailId: randomUUID(),
  adminMailId: randomUUID(),
  colleagueEmail: 'collegue@example.org',
};

/** Values no field takes in this form: wrong types, empty, out of bounds, badly formatted. */
const MALFORMED: unknown[] = [
  null,
  true,
  12.5,
  -1,
  3e12,
  '',
  '   ',
  'x@',
  '§§§',
  '2026-99-99',
  'a'.repeat(5000),
  [],
  Array.from({ length: 1000 }, () => 'x'),
  {},
  { nested: 1 },
];

type TProcedure = { _def: { inputs: TAnyZod[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, TProcedure>;

async function issuesOf(schema: TAnyZod, input: unknown): Promise<{ path: string; message: string }[]> {
  const result = await z.safeParseAsync(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

describe('validation codes', () => {
  it('every generic code and every code the walk meets is translated in fr, en and nl', () => {
    expect(GENERIC_VALIDATION_CODES.filter((code) => !KNOWN.has(code))).toEqual([]);
  });

  it('every issue of every procedure input, for a missing and a malformed value of each field, is a known code', async () => {
    const unknownMessages: string[] = [];
    let parses = 0;
    let fields = 0;
    const walked: string[] = [];
    for (const path of Object.keys(procedures).sort()) {
      const inputs = procedures[path]!._def.inputs;
      if (inputs.length === 0) continue;
      walked.push(path);
      const entry = PROCEDURES[path];
      const valid = (entry?.input?.(FAKE_IDS, { id: FAKE_IDS.ownerId, email: 'moi@example.org' }) ?? {}) as Record<string, unknown>;
      for (const schema of inputs) {
        const keys = [...new Set(fieldsOf(schema))];
        fields += keys.length;
        const candidates: unknown[] = [undefined, null, valid, 'texte', 42];
        for (const key of keys) {
          const { [key]: _dropped, ...without } = valid;
          candidates.push(without);
          for (const value of MALFORMED) candidates.push({ ...valid, [key]: value });
        }
        for (const input of candidates) {
          parses += 1;
          for (const issue of await issuesOf(schema, input)) {
            if (!KNOWN.has(issue.message)) unknownMessages.push(`${path} ${JSON.stringify(input)?.slice(0, 80)} → ${issue.path}: ${issue.message}`);
          }
        }
      }
    }
    expect([...new Set(unknownMessages)]).toEqual([]);
    // The walk really covers the router: the procedures the audit named, and most fields of every input.
    expect(walked).toEqual(expect.arrayContaining(['patients.create', 'cabinets.invite', 'templates.shareToUser', 'auth.register']));
    expect(walked.length).toBeGreaterThan(60);
    expect(fields).toBeGreaterThan(120);
    expect(parses).toBeGreaterThan(2000);
  });

  it('answers the generic codes: REQUIRED for a missing value, VALUE_INVALID for a wrong type, EMAIL_INVALID for a bad address', async () => {
    const schema = procedures['patients.create']!._def.inputs[0]!;
    expect(await issuesOf(schema, {})).toEqual([
      { path: 'firstName', message: 'REQUIRED' },
      { path: 'lastName', message: 'REQUIRED' },
      { path: 'email', message: 'REQUIRED' },
    ]);
    expect(await issuesOf(schema, { firstName: 7, lastName: null, email: 'luc@', preferredLanguage: 'de' })).toEqual([
      { path: 'firstName', message: 'VALUE_INVALID' },
      { path: 'lastName', message: 'REQUIRED' },
      { path: 'email', message: 'EMAIL_INVALID' },
      { path: 'preferredLanguage', message: 'OPTION_INVALID' },
    ]);
  });

  it("keeps a schema's own message over the generic code", async () => {
    expect((await issuesOf(ZPersonName as unknown as TAnyZod, 'A'))[0]?.message).toBe('NAME_TOO_SHORT');
    expect((await issuesOf(z.string().min(3) as unknown as TAnyZod, 'ab'))[0]?.message).toBe('TEXT_TOO_SHORT');
    expect((await issuesOf(z.string().min(3, 'OWN_CODE') as unknown as TAnyZod, 'ab'))[0]?.message).toBe('OWN_CODE');
  });
});

describe('the calls the audit found answering English (issue 34)', () => {
  it('patients.create {}, cabinets.invite {id} and templates.shareToUser "x@" answer codes over the real router', async () => {
    const deps = await createTestDeps();
    const prisma = await getTestPrisma();
    const owner = await createUser(prisma);
    const caller = await createTestCaller(deps, owner.id);

    const patientsCreate = caller.patients.create({} as never);
    expect(await rejectionCode(patientsCreate)).toBe('VALIDATION_FAILED');
    expect(await rejectionIssues(caller.patients.create({} as never))).toEqual(['firstName:REQUIRED', 'lastName:REQUIRED', 'email:REQUIRED']);

    const { cabinet } = await caller.cabinets.create({ name: 'Cabinet des codes' });
    expect(await rejectionIssues(caller.cabinets.invite({ id: cabinet.id } as never))).toEqual(['email:REQUIRED']);
    expect(await rejectionIssues(caller.cabinets.invite({ id: cabinet.id, email: 'x@' }))).toEqual(['email:EMAIL_INVALID']);

    const { template } = await caller.templates.create(templateInput([painQuestion()]));
    expect(await rejectionIssues(caller.templates.shareToUser({ id: template.id, email: 'x@' }))).toEqual(['email:EMAIL_INVALID']);
    expect(await rejectionIssues(caller.templates.shareToUser({ id: 'un' as never, email: 42 as never }))).toEqual([
      'id:VALUE_INVALID',
      'email:VALUE_INVALID',
    ]);
    // Nothing was written by the refused calls.
    expect(await prisma.patient.count({ where: { ownerId: owner.id } })).toBe(0);
    expect(await prisma.cabinetInvite.count({ where: { cabinetId: cabinet.id } })).toBe(0);
  });
});
