// My templates' search, type and page ↔ URL query: defaults stay out of the URL, unknown values fall back.
import { describe, expect, it } from 'vitest';
import { parseTemplatesView, templatesListInput, templatesViewToParams, TEMPLATES_PAGE_SIZE } from './list-query';

describe('templates view ↔ URL query', () => {
  it('reads search, type and page', () => {
    expect(parseTemplatesView(new URLSearchParams('q=%20lombalgie%20&type=bilan&page=3'))).toEqual({ search: 'lombalgie', type: 'bilan', page: 3 });
  });

  it('ignores an unknown type and an invalid page', () => {
    expect(parseTemplatesView(new URLSearchParams('type=recette&page=-2'))).toEqual({ search: '', type: null, page: 1 });
    expect(parseTemplatesView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the default view, and round-trips', () => {
    expect(templatesViewToParams({ search: '', type: null, page: 1 }).toString()).toBe('');
    const view = { search: 'genou', type: 'suivi' as const, page: 2 };
    const params = templatesViewToParams(view);
    expect(params.toString()).toBe('q=genou&type=suivi&page=2');
    expect(parseTemplatesView(params)).toEqual(view);
  });

  it('builds the templates.list input', () => {
    expect(templatesListInput({ search: '', type: null, page: 1 })).toEqual({ page: 1, pageSize: TEMPLATES_PAGE_SIZE });
    expect(templatesListInput({ search: 'dos', type: 'anamnese', page: 4 })).toEqual({
      search: 'dos',
      type: 'anamnese',
      page: 4,
      pageSize: TEMPLATES_PAGE_SIZE,
    });
  });
});
