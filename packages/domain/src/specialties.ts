// Specialties a practitioner may pick per profession (keys; the SPA translates them under profile:specialties).
import type { TProfession } from './enums';

/**
 * Stable snake_case English keys: stored in User.specialties and translated by the SPA, so a key
 * must never be renamed once shipped. `other` has no list: its specialties are free text.
 */
export const SPECIALTIES_BY_PROFESSION: Record<TProfession, readonly string[]> = {
  dentist: [
    'general_dentistry',
    'orthodontics',
    'periodontics',
    'endodontics',
    'oral_surgery',
    'implantology',
    'prosthodontics',
    'pediatric_dentistry',
    'aesthetic_dentistry',
  ],
  nurse: [
    'home_care',
    'wound_care',
    'diabetes_care',
    'palliative_care',
    'pediatric_nursing',
    'geriatric_nursing',
    'mental_health_nursing',
    'oncology_nursing',
    'school_nursing',
  ],
  physiotherapist: [
    'musculoskeletal_physiotherapy',
    'sports_physiotherapy',
    'neurological_physiotherapy',
    'respiratory_physiotherapy',
    'pediatric_physiotherapy',
    'geriatric_physiotherapy',
    'pelvic_floor_rehabilitation',
    'manual_therapy',
    'vestibular_rehabilitation',
  ],
  general_practitioner: [
    'family_medicine',
    'pediatrics',
    'geriatrics',
    'sports_medicine',
    'womens_health',
    'addiction_medicine',
    'palliative_medicine',
    'occupational_medicine',
  ],
  psychologist: [
    'clinical_psychology',
    'child_adolescent_psychology',
    'neuropsychology',
    'cognitive_behavioral_therapy',
    'couple_family_therapy',
    'health_psychology',
    'trauma_therapy',
    'addiction_psychology',
    'occupational_psychology',
  ],
  other: [],
};

function isSpecialtyOf(profession: TProfession, specialty: string): boolean {
  return SPECIALTIES_BY_PROFESSION[profession].includes(specialty);
}

type TIssueContext = { addIssue(issue: TSpecialtyIssue): void };
type TProfessionValue = { profession: TProfession; customProfession?: string | undefined; specialties: readonly string[] };
export type TSpecialtyIssue = { code: 'custom'; message: string; path: (string | number)[] };

/**
 * A listed profession takes only its own keys (the SPA translates them, so a stray value would show untranslated);
 * `other` takes free text. `kept`: values the account already holds under this profession, accepted as they are
 * (profile.update, services/profile/update-profile.ts: a value stored before the keys existed stays until its owner
 * removes it, docs/product.md#validation), never added anew.
 */
export function specialtyIssues(value: TProfessionValue, kept: readonly string[] = []): TSpecialtyIssue[] {
  if (value.profession === 'other') return [];
  const issues: TSpecialtyIssue[] = [];
  value.specialties.forEach((specialty, index) => {
    if (!isSpecialtyOf(value.profession, specialty) && !kept.includes(specialty)) {
      issues.push({ code: 'custom', message: 'SPECIALTY_INVALID', path: ['specialties', index] });
    }
  });
  return issues;
}

/** specialtyIssues without kept values: ZCompleteProfileInput (a new profile holds nothing yet). */
export function addSpecialtyIssues(value: TProfessionValue, ctx: TIssueContext): void {
  for (const issue of specialtyIssues(value)) ctx.addIssue(issue);
}

/**
 * The custom profession `other` needs: ZUpdateProfileInput. Its specialties are checked by the server with what the
 * account holds (specialtyIssues with `kept`), which a schema cannot see.
 */
export function addProfessionIssues(value: TProfessionValue, ctx: TIssueContext): void {
  if (value.profession === 'other' && (value.customProfession ?? '').trim().length < 2) {
    ctx.addIssue({ code: 'custom', message: 'CUSTOM_PROFESSION_REQUIRED', path: ['customProfession'] });
  }
}
