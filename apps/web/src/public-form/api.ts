// The public form REST resource (docs/forms-api.md): read the form, send the answers, upload a picture. Plain fetch
// (and XHR for upload progress): no session, no token storage, nothing of the SPA's HTTP layer.
import type { TServedPublicForm as TServedForm } from '../lib/api-types';
import type { TAnswers } from '@praxiform/domain';
import { UploadError } from '../form-fill/image-upload-input';

/**
 * The form as GET apiPath gives it. `patientInstructions` is what the template tells the patient above the questions (a
 * validated instrument's stem), apart from `instructions`, the practitioner's own message for this sending.
 */
export type TPublicForm = TServedForm & { patientInstructions: string | null };

/** What POST apiPath answers once the answers are in. */
export type TSubmitReceipt = {
  /** The answers call for the listening lines on the thank-you page (docs/scores.md#crisis-message). */
  showCrisisMessage: boolean;
};

/** A refusal or failure: status 0 means the request got no answer (offline, DNS, connection reset). */
export class PublicFormError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** 422 ANSWERS_INVALID: field id → issue codes. */
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(status: number, code: string | null, fieldErrors?: Record<string, string[]>) {
    super(code ?? `HTTP ${status}`);
    this.name = 'PublicFormError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

function failureOf(status: number, body: unknown): PublicFormError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : null;
  const errors = record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, string[]>) : undefined;
  return new PublicFormError(status, code, errors);
}

/** The body of a 2xx answer; any other status throws, as a fetch of the same answer would. */
function bodyOf<T>(status: number, body: unknown): T {
  if (status < 200 || status > 299) throw failureOf(status, body);
  return body as T;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: 'no-store', credentials: 'omit', headers: { Accept: 'application/json', ...init.headers } });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new PublicFormError(0, 'NETWORK_ERROR');
  }
  const body: unknown = await response.json().catch(() => null);
  return bodyOf<T>(response.status, body);
}

/** GET apiPath's answer as the server put it in the page (embedded-form.ts). */
export type TFormAnswer = { status: number; body: unknown };

/** The form of GET apiPath: from `answer` when the server already gave it, else asked now. */
export async function fetchPublicForm(apiPath: string, signal?: AbortSignal, answer?: TFormAnswer | null): Promise<TPublicForm> {
  const { form } = answer
    ? bodyOf<{ form: TPublicForm }>(answer.status, answer.body)
    : await call<{ form: TPublicForm }>(apiPath, { method: 'GET', signal });
  return form;
}

export async function submitPublicForm(apiPath: string, answers: TAnswers): Promise<TSubmitReceipt> {
  const body = await call<{ success: true; showCrisisMessage?: unknown } | null>(apiPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ answers, consent: true }),
  });
  // Only an explicit true shows the lines: an answer without the field (an older server) shows nothing more.
  return { showCrisisMessage: body?.showCrisisMessage === true };
}

/** POST {apiPath}/files with the picture as the raw body; XHR because fetch reports no upload progress. */
export function uploadPublicFormImage(apiPath: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiPath}/files`);
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { fileId?: unknown; code?: unknown } | null;
      if (request.status >= 200 && request.status < 300 && typeof body?.fileId === 'string') {
        resolve(body.fileId);
        return;
      }
      if (request.status === 413 || body?.code === 'PAYLOAD_TOO_LARGE') reject(new UploadError('tooLarge'));
      else if (body?.code === 'FILE_TYPE_NOT_ALLOWED') reject(new UploadError('badType'));
      else if (body?.code === 'UPLOAD_LIMIT_REACHED') reject(new UploadError('tooMany'));
      else reject(new UploadError('failed'));
    };
    request.onerror = () => reject(new UploadError('failed'));
    request.onabort = () => reject(new UploadError('failed'));
    request.send(file);
  });
}
