// Shape of a legal document in the `legal` namespace (sections keyed by anchor id), read with returnObjects and checked at run time.
export type TLegalKind = 'cgv' | 'cgu' | 'rgpd' | 'privacy';
export const LEGAL_KINDS: readonly TLegalKind[] = ['cgv', 'cgu', 'rgpd', 'privacy'];

/** Last revision of the four documents (a calendar date, shown in the reader's locale). */
export const LEGAL_LAST_UPDATED = '2026-11-26';

export type TLegalTable = { head: string[]; rows: { label: string; value: string }[] };

export type TLegalSection = {
  id: string;
  title: string;
  body: string[];
  list: string[];
  table: TLegalTable | null;
  /** Paragraphs shown after the list or table. */
  after: string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function table(value: unknown): TLegalTable | null {
  if (!isRecord(value) || !Array.isArray(value.rows)) return null;
  const rows = value.rows.flatMap((row) =>
    isRecord(row) && typeof row.label === 'string' && typeof row.value === 'string' ? [{ label: row.label, value: row.value }] : [],
  );
  return rows.length > 0 ? { head: strings(value.head), rows } : null;
}

/** Keeps the well-formed sections in document order; a missing translation yields an empty list rather than a crash. */
export function parseLegalSections(value: unknown): TLegalSection[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([id, item]): TLegalSection[] => {
    if (!isRecord(item) || typeof item.title !== 'string') return [];
    return [{ id, title: item.title, body: strings(item.body), list: strings(item.list), table: table(item.table), after: strings(item.after) }];
  });
}
