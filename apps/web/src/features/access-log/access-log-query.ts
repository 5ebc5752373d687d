// The access log's view (patient, days, page) ↔ the URL query (?patient=&from=&to=&page=), so a reload, the back button
// or the patient page's "All accesses" link shows the same entries; and the same filter as the CSV download's query.
import { isCalendarDay } from '@praxiform/domain';
import { parsePage } from '../../lib/url-view';

export const ACCESS_LOG_PAGE_SIZE = 25;
const MAX_ID = 2_147_483_647;

export type TAccessLogView = { patientId: number | null; from: string | null; to: string | null; page: number };

export type TAccessLogFilters = Omit<TAccessLogView, 'page'>;

function parseId(value: string | null): number | null {
  if (value === null || !/^[0-9]+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const parseDay = (value: string | null): string | null => (value !== null && isCalendarDay(value) ? value : null);

export function parseAccessLogView(params: URLSearchParams): TAccessLogView {
  return {
    patientId: parseId(params.get('patient')),
    from: parseDay(params.get('from')),
    to: parseDay(params.get('to')),
    page: parsePage(params.get('page')),
  };
}

/** Only what is set is written: the plain URL is every access, newest first. */
export function accessLogViewToParams(view: TAccessLogView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.patientId !== null) params.set('patient', String(view.patientId));
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function hasFilters(view: TAccessLogFilters): boolean {
  return view.patientId !== null || view.from !== null || view.to !== null;
}

/** patients.accessLog's input. */
export function accessLogInput(view: TAccessLogView) {
  return {
    ...(view.patientId !== null ? { patientId: view.patientId } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    page: view.page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
  };
}

/** GET /api/access-log.csv with the same filter (docs/access-log.md#screens-and-api). */
export function accessLogCsvPath(view: TAccessLogFilters): string {
  const params = new URLSearchParams();
  if (view.patientId !== null) params.set('patientId', String(view.patientId));
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  const query = params.toString();
  return query ? `/api/access-log.csv?${query}` : '/api/access-log.csv';
}
