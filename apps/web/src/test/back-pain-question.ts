// "Avez-vous mal au dos ?": the conditional question the form tests (unit and browser) are built around, a required
// radio whose "Oui" reveals "Où exactement ?". Ids are `pain`, `<prefix>yes`, `<prefix>where`, `<prefix>no`.
import type { TField } from '@praxiform/domain';

type TBackPainOptions = {
  /** Before the option and child ids ('pain-' gives pain-yes, pain-where, pain-no). */
  prefix?: string;
  /** Whether "Où exactement ?" must be answered once revealed. */
  whereRequired?: boolean;
  /** The options' points ("Oui" 3, "Non" 0), for a scored template. */
  scored?: boolean;
  /** Help text under "Où exactement ?". */
  whereHelp?: string;
};

export function backPainQuestion({ prefix = '', whereRequired = true, scored = false, whereHelp }: TBackPainOptions = {}): TField {
  const where: TField = {
    id: `${prefix}where`,
    type: 'text',
    title: 'Où exactement ?',
    required: whereRequired,
    practitionerOnly: false,
    ...(whereHelp === undefined ? {} : { helpText: whereHelp }),
  };
  return {
    id: 'pain',
    type: 'radio',
    title: 'Avez-vous mal au dos ?',
    required: true,
    practitionerOnly: false,
    options: [
      { id: `${prefix}yes`, label: 'Oui', ...(scored ? { points: 3 } : {}), children: [where] },
      { id: `${prefix}no`, label: 'Non', ...(scored ? { points: 0 } : {}), children: [] },
    ],
  };
}
