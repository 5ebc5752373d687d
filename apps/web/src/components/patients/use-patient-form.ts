// The patient form (create, edit, new patient in the waiting room's assign dialog) on the form kit: every field of
// the shared ZPatientInput, checked in the browser with the server's rules, the server's refusals under their field.
import { ZPatientInput } from '@praxiform/domain';
import { useZodForm, type TFormKit } from '../forms/form-kit';
import type { TPatientFormValues } from '../../lib/patient-form-values';

export type TPatientFormKit = TFormKit<TPatientFormValues, (typeof ZPatientInput)['_zod']['output']>;

export function usePatientForm(initial: TPatientFormValues): TPatientFormKit {
  return useZodForm(ZPatientInput, initial);
}
