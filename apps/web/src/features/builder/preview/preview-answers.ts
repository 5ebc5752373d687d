// The preview's answers: pure updates per input kind, and what the patient sees (visibility and score from the shared rules).
import { computeScore, visibleFieldIds, type TAnswerValue, type TAnswers, type TField } from '@praxiform/domain';

export function setAnswer(answers: TAnswers, fieldId: string, value: TAnswerValue): TAnswers {
  return { ...answers, [fieldId]: value };
}

/** A checkbox answer is the list of chosen option ids. */
export function toggleOption(answers: TAnswers, fieldId: string, optionId: string): TAnswers {
  const current = answers[fieldId];
  const chosen = Array.isArray(current) ? current : [];
  const next = chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
  return { ...answers, [fieldId]: next };
}

export type TPreviewView = { visible: Set<string>; score: { score: number; max: number } | null };

export function previewView(fields: readonly TField[], answers: TAnswers, scoringEnabled: boolean): TPreviewView {
  return { visible: visibleFieldIds(fields, answers), score: scoringEnabled ? computeScore(fields, answers) : null };
}
