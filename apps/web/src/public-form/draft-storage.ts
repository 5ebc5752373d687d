// Answers in progress, kept in localStorage so a reload or a closed tab loses nothing. The key is derived from the
// link (SHA-256 of its path), never the link's token itself; the draft goes once the form is sent or the link is dead.
import type { TAnswerValue, TAnswers } from '@praxiform/domain';

export const DRAFT_KEY_PREFIX = 'praxiform.form-draft.';
/** Health answers should not linger on a device: a draft untouched this long (a link's default life) is removed. */
export const DRAFT_MAX_AGE_DAYS = 30;

type TStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The storage key of a form path; null where Web Crypto is missing (plain http), so nothing is kept there. */
export async function draftKey(formPath: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(formPath));
  return `${DRAFT_KEY_PREFIX}${hex(digest)}`;
}

// A plain check rather than the zod schema: the page should not need a validation library to read back its own data.
function isAnswerValue(value: unknown): value is TAnswerValue {
  return (
    value === null ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (Array.isArray(value) && value.every((v) => typeof v === 'string'))
  );
}

function isAnswers(value: unknown): value is TAnswers {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isAnswerValue);
}

export function readDraft(storage: TStorage, key: string): TAnswers | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const answers = (JSON.parse(raw) as { answers?: unknown } | null)?.answers;
    return isAnswers(answers) && Object.keys(answers).length > 0 ? answers : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: TStorage, key: string, answers: TAnswers): void {
  try {
    if (Object.keys(answers).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), answers }));
  } catch {
    // Private browsing or a full storage: the form still works, only the draft is not kept.
  }
}

export function removeDraft(storage: TStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: storage unavailable.
  }
}

/** Removes the drafts of every form not touched for DRAFT_MAX_AGE_DAYS (or unreadable), on any page load. */
export function pruneOldDrafts(storage: TStorage & Pick<Storage, 'key' | 'length'>, now: number): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(DRAFT_KEY_PREFIX) ?? false,
    );
    for (const key of keys) {
      let savedAt = Number.NaN;
      try {
        savedAt = Date.parse((JSON.parse(storage.getItem(key) ?? 'null') as { savedAt?: string } | null)?.savedAt ?? '');
      } catch {
        // Unreadable: removed below.
      }
      if (!(now - savedAt <= DRAFT_MAX_AGE_DAYS * 86_400_000)) storage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
