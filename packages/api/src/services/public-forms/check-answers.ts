// The body of a public submit: consent, the answers' shape, the form's rules, and pictures sent through this very link.
import {
  completionScores,
  pictureAnswers,
  validateAnswers,
  ZAnswers,
  type TAnswerIssue,
  type TAnswers,
  type TField,
  type TScoreBand,
  type TScoreBandView,
} from '@praxiform/domain';
import { AppError } from '../../errors';
import { answersInvalid, refuseForeignPictures, type TFindAllowedFiles } from '../answers/picture-answers';

type TFieldErrors = Record<string, TAnswerIssue[]>;

/** `{ answers, consent: true }`: consent first (the page cannot send without it), then the answers' JSON shape. */
export function readSubmitBody(body: unknown): TAnswers {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (record.consent !== true) throw new AppError('CONSENT_REQUIRED');
  const parsed = ZAnswers.safeParse(record.answers ?? {});
  if (parsed.success) return parsed.data;
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_';
    const code: TAnswerIssue = issue.code === 'too_big' ? 'TOO_LONG' : 'NOT_ALLOWED';
    if (!errors[key]?.includes(code)) (errors[key] ??= []).push(code);
  }
  throw new AppError('ANSWERS_INVALID', { details: { errors } });
}

/**
 * `fileIds`: the pictures the answers use, to mark attached in the same transaction; `band` and `alertFieldIds`:
 * what the score means and which answers need attention (docs/scores.md#completion).
 */
export type TCheckedAnswers = {
  answers: TAnswers;
  score: number | null;
  band: TScoreBandView | null;
  alertFieldIds: string[];
  fileIds: string[];
};

/**
 * The patient's view of the form's rules (validateAnswers), then every picture answer must be a file uploaded through
 * the same link for this practitioner (`findAllowed` looks among those): a file id copied from elsewhere is refused
 * with FILE on its field.
 */
export async function checkPublicAnswers(
  findAllowed: TFindAllowedFiles,
  form: { fields: readonly TField[]; scoringEnabled: boolean; bands: readonly TScoreBand[] },
  answers: TAnswers,
): Promise<TCheckedAnswers> {
  const { issues, clean } = validateAnswers(form.fields, answers, { audience: 'patient' });
  const pictures = pictureAnswers(form.fields, clean);
  await refuseForeignPictures(findAllowed, pictures, issues);
  if (Object.keys(issues).length > 0) throw answersInvalid(issues);
  return { answers: clean, ...completionScores(form, clean), fileIds: pictures.map((p) => p.fileId) };
}
