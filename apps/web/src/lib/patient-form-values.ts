// The patient form's values, checked with the shared ZPatientInput before any call (the server's refusals: serverFieldErrors).
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
