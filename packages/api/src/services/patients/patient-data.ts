// The columns of a patient from ZPatientInput's output: empty optional fields are absent, stored as null.
import type { z } from 'zod';
import type { ZPatientInput } from '@praxiform/domain';

export type TPatientData = z.output<typeof ZPatientInput>;

export function patientData(input: TPatientData) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    address: input.address ?? null,
    notes: input.notes ?? null,
    preferredLanguage: input.preferredLanguage,
  };
}
