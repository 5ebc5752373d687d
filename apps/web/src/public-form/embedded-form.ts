// The form's first answer, embedded in the page by the server (docs/architecture.md, "Serving the SPA"): in place of
// form.html's `<!--form-data-->` marker, `<script id="form-data" type="application/json">{"apiPath", "status", "body"}`,
// the status and body GET apiPath answers. With it the page needs no second round trip; without it (dev server, a
// link preview, the server could not tell) the page asks.
import type { TFormAnswer } from './api';

export const FORM_DATA_ID = 'form-data';

export type TEmbeddedForm = TFormAnswer & { apiPath: string };

function isEmbeddedForm(value: unknown): value is TEmbeddedForm {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.apiPath === 'string' && typeof record.status === 'number' && 'body' in record;
}

/** Reads the embedded answer once and removes its element (the form stays out of the DOM); null when absent or unreadable. */
export function takeEmbeddedForm(doc: Document): TEmbeddedForm | null {
  const element = doc.getElementById(FORM_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isEmbeddedForm(value) ? { apiPath: value.apiPath, status: value.status, body: value.body } : null;
  } catch {
    return null;
  }
}
