// Specialties a practitioner may pick per profession (keys; the SPA translates them under profile:specialties).
import type { TProfession } from './enums';

export const SPECIALTIES_BY_PROFESSION: Record<TProfession, readonly string[]> = {
  dentist: [],
  nurse: [],
  physiotherapist: [],
  general_practitioner: [],
  psychologist: [],
  other: [],
};
