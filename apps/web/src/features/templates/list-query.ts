// My templates' view state (search, type, page) ↔ the URL query, so a link or a reload shows the same list.
import type { TTemplateType } from '@praxiform/domain';
import { isTemplateType } from '../../lib/use-template-labels';
import { parsePage } from '../../lib/url-view';

export const TEMPLATES_PAGE_SIZE = 12;

export type TTemplatesView = { search: string; type: TTemplateType | null; page: number };

export function parseTemplatesView(params: URLSearchParams): TTemplatesView {
  const type = params.get('type');
  return { search: (params.get('q') ?? '').trim(), type: isTemplateType(type) ? type : null, page: parsePage(params.get('page')) };
}

/** Only non-default values are written, so the plain /templates URL means the default view. */
export function templatesViewToParams(view: TTemplatesView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.type) params.set('type', view.type);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The templates.list input of a view. */
export function templatesListInput(view: TTemplatesView) {
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.type ? { type: view.type } : {}),
    page: view.page,
    pageSize: TEMPLATES_PAGE_SIZE,
  };
}
