// Questions the tests build their templates from, so that a test names only what it varies (points, sub-questions).
import type { TField, TFieldOption, TTemplateInput } from '@praxiform/domain';

/** A required radio question the patient sees, of these options. */
function requiredRadio(id: string, title: string, options: TFieldOption[]): TField {
  return { id, type: 'radio', title, required: true, practitionerOnly: false, options };
}

/** A yes/no `pain` radio titled "Douleur ?": yes scores `yesPoints`, no 0; `where` adds an "Où ?" text question under yes. */
export function painQuestion(over: { yesPoints?: number; where?: 'required' | 'optional' } = {}): TField {
  const where: TField[] = over.where
    ? [{ id: 'where', type: 'text', title: 'Où ?', required: over.where === 'required', practitionerOnly: false }]
    : [];
  return requiredRadio('pain', 'Douleur ?', [
    { id: 'yes', label: 'Oui', points: over.yesPoints ?? 2, children: where },
    { id: 'no', label: 'Non', points: 0, children: [] },
  ]);
}

/** A template input of a practitioner's (a French anamnesis, unscored) with these fields. */
export function templateInput(fields: TField[], over: Partial<TTemplateInput> = {}): TTemplateInput {
  return { name: 'Bilan épaule', type: 'anamnese', language: 'fr', scoringEnabled: false, fields, ...over };
}

/** A `pain` radio titled "Douleur" of four options `pain_0` to `pain_3`, each scoring its number (0 to 3 points). */
export function painScaleQuestion(): TField {
  return requiredRadio(
    'pain',
    'Douleur',
    [0, 1, 2, 3].map((p) => ({ id: `pain_${p}`, label: String(p), points: p, children: [] })),
  );
}

/** The French `douleur` radio, "Avez-vous des douleurs ?": `oui` scores `points` and opens `yes`, `non` opens `no`. */
export function douleurQuestion(over: { points?: number; yesLabel?: string; yes?: TField[]; no?: TField[] } = {}): TField {
  return requiredRadio('douleur', 'Avez-vous des douleurs ?', [
    { id: 'oui', label: over.yesLabel ?? 'Oui', points: over.points ?? 3, children: over.yes ?? [] },
    { id: 'non', label: 'Non', points: 0, children: over.no ?? [] },
  ]);
}
