// The codes of the refusals a schema does not name itself (docs/product.md#validation): zod's generic issues (a
// missing field, a wrong type, a bad format, a length out of bounds) turned into product codes that errors:validation
// translates, instead of zod's English sentences. A schema's own message (`.min(2, 'NAME_TOO_SHORT')`) always wins.
import type { z } from 'zod';

/** The generic codes, each translated under errors:validation in fr, en and nl. */
export const GENERIC_VALIDATION_CODES = [
  'REQUIRED',
  'VALUE_INVALID',
  'OPTION_INVALID',
  'FORMAT_INVALID',
  'EMAIL_INVALID',
  'DATE_INVALID',
  'TEXT_TOO_SHORT',
  'TEXT_TOO_LONG',
  'NUMBER_TOO_SMALL',
  'NUMBER_TOO_LARGE',
  'LIST_TOO_SHORT',
  'LIST_TOO_LONG',
  'FIELDS_UNKNOWN',
] as const;
export type TGenericValidationCode = (typeof GENERIC_VALIDATION_CODES)[number];

type TRawIssue = Parameters<z.core.$ZodErrorMap>[0];

const isAbsent = (value: unknown): boolean => value === undefined || value === null;
const DATE_FORMATS = new Set(['datetime', 'date', 'time', 'duration']);

function bound(origin: string, small: boolean): TGenericValidationCode {
  if (origin === 'string') return small ? 'TEXT_TOO_SHORT' : 'TEXT_TOO_LONG';
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return small ? 'NUMBER_TOO_SMALL' : 'NUMBER_TOO_LARGE';
  if (origin === 'array' || origin === 'set') return small ? 'LIST_TOO_SHORT' : 'LIST_TOO_LONG';
  if (origin === 'date') return 'DATE_INVALID';
  return 'VALUE_INVALID';
}

/**
 * The code of an issue raised without a message of its own. A missing value (absent, or JSON's null where a value is
 * expected) and a text left empty are REQUIRED, whatever type was expected: the form says "required", not "wrong type".
 */
export function validationCodeOfIssue(issue: TRawIssue): TGenericValidationCode {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
      return isAbsent(issue.input) ? 'REQUIRED' : issue.code === 'invalid_value' ? 'OPTION_INVALID' : 'VALUE_INVALID';
    case 'invalid_union': {
      if (issue.discriminator !== undefined) {
        const input = issue.input as Record<string, unknown> | null | undefined;
        return input === undefined || input === null || (typeof input === 'object' && isAbsent(input[issue.discriminator]))
          ? 'REQUIRED'
          : 'OPTION_INVALID';
      }
      return isAbsent(issue.input) ? 'REQUIRED' : 'VALUE_INVALID';
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'EMAIL_INVALID';
      return DATE_FORMATS.has(issue.format) ? 'DATE_INVALID' : 'FORMAT_INVALID';
    case 'too_small':
      return issue.origin === 'string' && issue.input === '' ? 'REQUIRED' : bound(issue.origin, true);
    case 'too_big':
      return bound(issue.origin, false);
    case 'unrecognized_keys':
      return 'FIELDS_UNKNOWN';
    default:
      // not_multiple_of, invalid_key, invalid_element, a refinement without a message.
      return 'VALUE_INVALID';
  }
}

/**
 * zod's error map for the product: installed once by the API (`z.config({ customError: productErrorMap })` in
 * packages/api/src/trpc.ts), below every schema's own message (zod's precedence: the schema's message, then a parse's,
 * then this one, then zod's English).
 */
export const productErrorMap: z.core.$ZodErrorMap = (issue) => validationCodeOfIssue(issue);
