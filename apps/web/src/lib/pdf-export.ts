// File exports (the PDFs, GET /api/submissions/{id}/pdf and /api/patients/{id}/pdf; the FHIR resources, /api/fhir/...):
// fetched with the Bearer token, saved through a[download].
import { useCallback, useState } from 'react';
import { saveBlob } from './clipboard';
import { createAuthorizedFetch } from './http';

class ExportFailedError extends Error {
  constructor(readonly status: number) {
    super(`Export answered ${status}`);
    this.name = 'ExportFailedError';
  }
}

/** `attachment; filename="x.pdf"` or RFC 5987 `filename*=UTF-8''x.pdf`; null when absent. */
function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Fetches an export and saves it under the server's file name, or `fallbackName`; throws when it cannot. */
export async function downloadExport(
  { path, fallbackName, accept = 'application/pdf' }: TPdfExport,
  fetchImpl: typeof fetch = createAuthorizedFetch(),
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(path, { headers: { Accept: accept } });
  } catch {
    throw new ExportFailedError(0);
  }
  if (!response.ok) throw new ExportFailedError(response.status);
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}

/** What to download: the path, a file name when the server sends none, and the type asked for (a PDF by default). */
export type TPdfExport = { path: string; fallbackName: string; accept?: string };

/** One export at a time per screen; a failure keeps what was asked so "Try again" repeats it. */
export function usePdfExport() {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<TPdfExport | null>(null);
  const run = useCallback(async (job: TPdfExport) => {
    setPending(job.path);
    setFailed(null);
    try {
      await downloadExport(job);
    } catch {
      setFailed(job);
    } finally {
      setPending(null);
    }
  }, []);
  const retry = useCallback(() => {
    if (failed) void run(failed);
  }, [failed, run]);
  return { run, pending, failed, retry, dismiss: () => setFailed(null) };
}
