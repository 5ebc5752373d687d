// A picture uploaded on its own before the text that uses it (the builder's image fields, support messages):
// POST /api/files (docs/templates-api.md, docs/support-api.md#pictures).
import { isAppErrorCode } from '@praxiform/domain';
import { ApiError, apiUrl, createAuthorizedFetch } from './http';

export type TUploadedImage = { fileId: string; url: string };

/** POST /api/files with the picture's bytes as the body (the server checks the type from the bytes and the 5 MB limit). */
export async function uploadImageFile(file: File): Promise<TUploadedImage> {
  let response: Response;
  try {
    response = await createAuthorizedFetch()(apiUrl('/files'), {
      method: 'POST',
      headers: { 'Content-Type': file.type, Accept: 'application/json' },
      body: file,
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as TUploadedImage;
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  throw new ApiError(
    response.status,
    isAppErrorCode(code) ? code : response.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNKNOWN',
    `HTTP ${response.status}`,
    body,
  );
}
