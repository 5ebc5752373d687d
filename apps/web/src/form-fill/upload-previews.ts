// Local previews of the pictures the patient attached: the stored file is the practitioner's, so the page shows the
// picture from the browser's own copy (an object URL), kept while the page lives even if the field hides and shows.
const previews = new Map<string, string>();

export function rememberPreview(fileId: string, file: Blob): string {
  const url = URL.createObjectURL(file);
  previews.set(fileId, url);
  return url;
}

export function previewOf(fileId: string): string | undefined {
  return previews.get(fileId);
}

export function forgetPreview(fileId: string): void {
  const url = previews.get(fileId);
  if (url) URL.revokeObjectURL(url);
  previews.delete(fileId);
}
