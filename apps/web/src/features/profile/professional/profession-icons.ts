// One icon per profession, for the profession choice cards.
import { Brain, BriefcaseMedical, HeartPulse, PersonStanding, Smile, Stethoscope, type LucideIcon } from 'lucide-react';
import type { TProfession } from '@praxiform/domain';

export const PROFESSION_ICONS: Record<TProfession, LucideIcon> = {
  dentist: Smile,
  nurse: HeartPulse,
  physiotherapist: PersonStanding,
  general_practitioner: Stethoscope,
  psychologist: Brain,
  other: BriefcaseMedical,
};
