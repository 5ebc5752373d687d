// Pictures of a template: only this app's file URL is fetched, with the token; any other URL a field holds is not.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { useAuthorizedImage } from './use-authorized-image';

const FILE_ID = '0f8f2a9e-5b7c-4d1e-9a3b-2c4d5e6f7a8b';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('useAuthorizedImage', () => {
  it('fetches a stored file by the URL it rebuilds from the id, with the Bearer token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(new Blob(['png']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => undefined }));
    const { result } = renderHook(() => useAuthorizedImage(`/api/files/${FILE_ID}`));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', src: 'blob:picture' }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/files/${FILE_ID}`);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('never fetches a URL that is not a stored file of this app', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    for (const url of [
      'https://elsewhere.example/a.png',
      `https://elsewhere.example/api/files/${FILE_ID}`,
      'javascript:alert(1)',
      `/api/files/${FILE_ID}/../../trpc/auth.me`,
    ]) {
      const { result } = renderHook(() => useAuthorizedImage(url));
      await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
