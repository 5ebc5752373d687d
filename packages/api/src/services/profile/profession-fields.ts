// Normalises the profession part of a profile before it is stored.
import type { TProfession } from '@praxiform/domain';

export type TProfessionFields = {
  profession: TProfession;
  customProfession?: string | undefined;
  specialties: string[];
  registrationNumber?: string | undefined;
  workAddress?: string | undefined;
  phone?: string | undefined;
};

/** Empty strings become null; a custom profession only exists for `other`; duplicate specialties are dropped. */
export function professionColumns(input: TProfessionFields) {
  const blankToNull = (value: string | undefined) => (value && value.length > 0 ? value : null);
  return {
    profession: input.profession,
    customProfession: input.profession === 'other' ? blankToNull(input.customProfession) : null,
    specialties: [...new Set(input.specialties)],
    registrationNumber: blankToNull(input.registrationNumber),
    workAddress: blankToNull(input.workAddress),
    phone: blankToNull(input.phone),
  };
}
