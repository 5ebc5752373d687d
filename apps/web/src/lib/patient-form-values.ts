// The patient form's values (pure helpers): empty, or those of a saved patient. The form itself: components/patients.
import type { TLocale } from '@praxiform/domain';
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
