// Shows an uploaded picture: /api/files/<id> needs the Bearer token, which an <img src> cannot send, so it is fetched as a blob.
import { useEffect, useState } from 'react';
import { fileIdOfUrl, fileUrl } from '@praxiform/domain';
import { createAuthorizedFetch } from './http';

export type TImageState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; src: string };

/**
 * `url` comes from data (a template's field): only this app's file URL is followed, rebuilt from its id, so a
 * template can never send the session token, or the browser, anywhere else.
 */
export function useAuthorizedImage(url: string | undefined): TImageState {
  const [state, setState] = useState<TImageState>({ status: 'idle' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'idle' });
      return;
    }
    const fileId = fileIdOfUrl(url);
    if (fileId === null) {
      setState({ status: 'error' });
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    setState({ status: 'loading' });
    createAuthorizedFetch()(fileUrl(fileId))
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
