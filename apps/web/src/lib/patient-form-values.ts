// The patient form's values, checked with the shared ZPatientInput before any call, and the server's refusals per field.
import { TRPCClientError } from '@trpc/client';
import { ZPatientInput, type TLocale } from '@praxiform/domain';
import { fieldErrorsFromIssues, withRequired, type TFieldErrors } from './field-errors';
import type { TPatientDetail } from './api-types';

export type TPatientFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  preferredLanguage: TLocale;
};

const REQUIRED = ['firstName', 'lastName', 'email'] as const;

export function emptyPatientValues(preferredLanguage: TLocale, prefill: Partial<TPatientFormValues> = {}): TPatientFormValues {
  return { firstName: '', lastName: '', email: '', phone: '', address: '', notes: '', preferredLanguage, ...prefill };
}

export function patientValuesOf(patient: TPatientDetail): TPatientFormValues {
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: patient.email,
    phone: patient.phone ?? '',
    address: patient.address ?? '',
    notes: patient.notes ?? '',
    preferredLanguage: patient.preferredLanguage,
  };
}

type TPatientCheck = { ok: true; input: ReturnType<typeof ZPatientInput.parse> } | { ok: false; errors: TFieldErrors };

/** The same rules as the server: names, email, phone, address, notes (1000 characters, no markup). */
export function checkPatientValues(values: TPatientFormValues): TPatientCheck {
  const parsed = ZPatientInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: withRequired(fieldErrorsFromIssues(parsed.error.issues), values, REQUIRED) };
}

type TIssue = { path: readonly PropertyKey[]; message: string };

function isIssue(value: unknown): value is TIssue {
  return Boolean(value) && typeof value === 'object' && Array.isArray((value as TIssue).path) && typeof (value as TIssue).message === 'string';
}

/**
 * The server's VALIDATION_FAILED issues as field errors; `under` strips the key the patient sits under in the
 * request (submissions.assign sends `{ id, newPatient: {...} }`).
 */
export function serverPatientErrors(error: unknown, under?: string): TFieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return {};
  const issues = data.issues.filter(isIssue).flatMap((issue) => {
    if (!under) return [issue];
    return String(issue.path[0]) === under ? [{ ...issue, path: issue.path.slice(1) }] : [];
  });
  return fieldErrorsFromIssues(issues);
}
