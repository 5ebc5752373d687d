// The patient list's view (search, page) ↔ the URL query (?q=&page=), so a reload or a shared link shows the same page.
import { parsePage } from '../../lib/url-view';

export const PATIENTS_PAGE_SIZE = 20;

export type TPatientsView = { search: string; page: number };

export function parsePatientsView(params: URLSearchParams): TPatientsView {
  return { search: (params.get('q') ?? '').trim().slice(0, 200), page: parsePage(params.get('page')) };
}

/** Only non-default values are written, so the plain URL means the first page of everyone. */
export function patientsViewToParams(view: TPatientsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function patientsListInput(view: TPatientsView) {
  return { ...(view.search ? { search: view.search } : {}), page: view.page, pageSize: PATIENTS_PAGE_SIZE };
}
