// Field errors of the sign-in forms: zod issues (client side) and the server's `issues` reduced to one code per field.
import { TRPCClientError } from '@trpc/client';
import { errorCodeOf } from '../../../lib/errors';
import { fieldErrorsFromIssues as firstIssuePerField, serverIssues, type TIssue } from '../../../lib/field-errors';
import type { TClientErrorCode } from '../../../lib/http';

/** Field name → validation code (translated with errors:validation.<CODE>). */
export type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** First issue of each top-level field; an issue without a path goes under `fallback`. */
export function fieldErrorsFromIssues<TField extends string>(issues: readonly TIssue[], fields: readonly TField[]): TFieldErrors<TField> {
  const all = firstIssuePerField(issues);
  const errors: TFieldErrors<TField> = {};
  for (const field of fields) if (all[field]) errors[field] = all[field];
  return errors;
}

/** What the forms need of a zod schema of @praxiform/domain (kept structural: the SPA does not import zod itself). */
export type TSchemaLike<TOutput> = {
  safeParse: (values: unknown) => { success: true; data: TOutput } | { success: false; error: { issues: readonly TIssue[] } };
};

/** Runs the shared schema: the parsed value, or the field errors to show. */
export function validateWith<TOutput, TField extends string>(
  schema: TSchemaLike<TOutput>,
  values: unknown,
  fields: readonly TField[],
): { ok: true; data: TOutput } | { ok: false; errors: TFieldErrors<TField> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrorsFromIssues(result.error.issues, fields) };
}

/** The failure of a server call, read once: its code, its zod issues and its details. */
export type TServerFailure = { code: TClientErrorCode; issues: TIssue[]; details: Record<string, unknown> };

export function serverFailure(error: unknown): TServerFailure {
  const code = errorCodeOf(error);
  if (!(error instanceof TRPCClientError)) return { code, issues: [], details: {} };
  const data = (error.data ?? {}) as Record<string, unknown>;
  const details = data.details && typeof data.details === 'object' ? (data.details as Record<string, unknown>) : {};
  return { code, issues: serverIssues(error), details };
}

/**
 * zod skips the schema's "confirmation matches" refinement while another field is invalid; the form still shows the
 * mismatch on the first submit, so the user fixes everything at once.
 */
export function withConfirmationCheck<TField extends string>(
  errors: TFieldErrors<TField | 'passwordConfirmation'>,
  values: { password: string; passwordConfirmation: string },
): TFieldErrors<TField | 'passwordConfirmation'> {
  if (errors.passwordConfirmation || values.password === values.passwordConfirmation) return errors;
  return { ...errors, passwordConfirmation: 'PASSWORD_MISMATCH' };
}

/** An empty field says "required" rather than the rule it fails (an empty name is not "too short"). */
export function withRequiredFirst<TField extends string>(
  errors: TFieldErrors<TField>,
  values: Partial<Record<TField, unknown>>,
): TFieldErrors<TField> {
  const out: TFieldErrors<TField> = { ...errors };
  for (const field of Object.keys(errors) as TField[]) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') out[field] = 'REQUIRED';
  }
  return out;
}
