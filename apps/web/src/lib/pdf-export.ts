// PDF exports (GET /api/submissions/{id}/pdf, /api/patients/{id}/pdf): fetched with the Bearer token, saved through a[download].
import { useCallback, useState } from 'react';
import { saveBlob } from './clipboard';
import { createAuthorizedFetch } from './http';

class ExportFailedError extends Error {
  constructor(readonly status: number) {
    super(`PDF export answered ${status}`);
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

async function downloadPdf(path: string, fallbackName: string, fetchImpl: typeof fetch = createAuthorizedFetch()): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(path, { headers: { Accept: 'application/pdf' } });
  } catch {
    throw new ExportFailedError(0);
  }
  if (!response.ok) throw new ExportFailedError(response.status);
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}

export type TPdfExport = { path: string; fallbackName: string };

/** One export at a time per screen; a failure keeps what was asked so "Try again" repeats it. */
export function usePdfExport() {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<TPdfExport | null>(null);
  const run = useCallback(async (job: TPdfExport) => {
    setPending(job.path);
    setFailed(null);
    try {
      await downloadPdf(job.path, job.fallbackName);
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
