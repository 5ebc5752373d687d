// Stored files are addressed by one URL shape only: /api/files/<uuid>. Templates may carry nothing else as a picture
// (docs/files.md), so a field can never point the browser, or the session token, at another site.

export const FILE_URL_PREFIX = '/api/files/';
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isFileId(value: string): boolean {
  return FILE_ID.test(value);
}

export function fileUrl(fileId: string): string {
  return `${FILE_URL_PREFIX}${fileId}`;
}

/** The file id of a URL this app builds for a stored file, or null for anything else (another site, a script URL). */
export function fileIdOfUrl(url: string): string | null {
  if (!url.startsWith(FILE_URL_PREFIX)) return null;
  const id = url.slice(FILE_URL_PREFIX.length);
  return isFileId(id) ? id : null;
}
