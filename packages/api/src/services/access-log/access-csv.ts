// GET /api/access-log.csv (docs/access-log.md#screens-and-api): the access log's filter as a CSV a spreadsheet opens as
// it is: UTF-8 with a BOM, `;` between cells (what spreadsheet programs expect in fr and nl locales), CRLF lines, at most
// ACCESS_CSV_MAX_ROWS rows, newest first, read in chunks so that memory stays flat.
import type { ApiDeps, TActor } from '../../context';
import { accessRowsSql, toAccessEntry, type TAccessFilter, type TAccessRow } from './list-access';

export const ACCESS_CSV_MAX_ROWS = 100_000;
export const ACCESS_CSV_COLUMNS = ['date', 'actor', 'administrator', 'kind', 'patient', 'submission', 'ip', 'device'] as const;
const SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * One cell: quoted when it holds the separator, a quote or a line break (quotes doubled, RFC 4180); a text a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return before one) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(SEPARATOR)}\r\n`;
}

function rowCells(row: TAccessRow, readerId: number): (string | number | null)[] {
  const entry = toAccessEntry(row, readerId);
  return [
    entry.at,
    entry.actor.name,
    entry.actor.isAdministrator ? 'yes' : 'no',
    entry.kind,
    entry.patient?.name ?? null,
    entry.submissionId,
    entry.ip,
    entry.device,
  ];
}

/**
 * The CSV's text in pieces: the BOM and the header, then one piece per chunk of rows (keyset on created_at and id, so
 * a chunk costs the same at the 100,000th row as at the first). The first piece is read before anything is yielded,
 * so that a failing database fails the request before its headers go.
 */
export async function* accessCsv(
  deps: Pick<ApiDeps, 'prisma'>,
  reader: Pick<TActor, 'id'>,
  filter: TAccessFilter,
  { maxRows = ACCESS_CSV_MAX_ROWS, chunkSize = 2000 }: { maxRows?: number; chunkSize?: number } = {},
): AsyncGenerator<string> {
  let after: { at: Date; id: bigint } | undefined;
  let written = 0;
  let head = BOM + csvLine(ACCESS_CSV_COLUMNS);
  while (written < maxRows) {
    const limit = Math.min(chunkSize, maxRows - written);
    const rows = await deps.prisma.$queryRaw<TAccessRow[]>(accessRowsSql(reader.id, filter, { limit, after }));
    const text = rows.map((row) => csvLine(rowCells(row, reader.id))).join('');
    yield head + text;
    head = '';
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < limit) return;
    after = { at: last.at, id: last.id };
  }
}
