// The patient list's view (search, band, page) ↔ the URL query (?q=&band=&page=), so a reload or a shared link shows the
// same page. The band filter keeps the patients whose latest completed form fell in a band of that level (docs/scores.md).
import { parsePage } from '../../lib/url-view';

export const PATIENTS_PAGE_SIZE = 20;

export const BAND_FILTER_LEVELS = ['none', 'mild', 'moderate', 'severe', 'custom'] as const;
export type TBandFilter = (typeof BAND_FILTER_LEVELS)[number];

export type TPatientsView = { search: string; band: TBandFilter | null; page: number };

function parseBand(value: string | null): TBandFilter | null {
  return BAND_FILTER_LEVELS.find((level) => level === value) ?? null;
}

export function parsePatientsView(params: URLSearchParams): TPatientsView {
  return { search: (params.get('q') ?? '').trim().slice(0, 200), band: parseBand(params.get('band')), page: parsePage(params.get('page')) };
}

/** Only non-default values are written, so the plain URL means the first page of everyone. */
export function patientsViewToParams(view: TPatientsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.band) params.set('band', view.band);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function patientsListInput(view: TPatientsView) {
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.band ? { band: view.band } : {}),
    page: view.page,
    pageSize: PATIENTS_PAGE_SIZE,
  };
}
