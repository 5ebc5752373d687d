// The three routes of the builder: my private templates, a public (market) template, a form (same as a private template).
export type TBuilderMode = 'template' | 'public' | 'form';

export function editPath(mode: TBuilderMode, id: number): string {
  if (mode === 'public') return `/market/${id}/edit`;
  return mode === 'form' ? `/forms/${id}/edit` : `/templates/${id}/edit`;
}

export function backPath(mode: TBuilderMode): string {
  return mode === 'public' ? '/market' : '/templates';
}

/** The route's :id, or null on a create route; NaN-like ids count as not found (the server answers NOT_FOUND the same). */
export function parseTemplateId(param: string | undefined): number | 'invalid' | null {
  if (param === undefined) return null;
  return /^\d{1,12}$/.test(param) ? Number(param) : 'invalid';
}
