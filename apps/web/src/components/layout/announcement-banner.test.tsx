// The announcements banner: one line per announcement in the language shown, its level, a dismiss button named after
// the title that tells the server and removes the line, and a translated message when dismissing fails; nothing over the
// welcome to the trial (issue 26).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@praxiform/i18n';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import { AnnouncementBanner } from './announcement-banner';

afterEach(() => vi.unstubAllGlobals());

const STARTS = '2026-11-24T08:00:00.000Z';
const MAINTENANCE = { id: 7, level: 'warning', title: 'Maintenance tonight', body: 'From 10 pm to 11 pm.\nSorry.', startsAt: STARTS };
const RELEASE = { id: 9, level: 'info', title: 'New release', body: 'Discover the dashboard.', startsAt: STARTS };

/** A batched call arrives as { 0: input }, a lone one as the input itself. */
const inputOf = (input: unknown) => ((input as Record<string, unknown> | undefined)?.[0] ?? input) as Record<string, unknown> | undefined;
const callsOf = (calls: TFakeCall[], procedure: string) => calls.filter((c) => c.procedure === procedure).map((c) => inputOf(c.input));

function serve(items: unknown[], dismiss: (input: unknown) => TFakeAnswer = (input) => ({ data: { id: inputOf(input)?.id } })) {
  return fakeTrpc({ 'notifications.announcements': () => ({ data: { items } }), 'notifications.dismissAnnouncement': dismiss });
}

describe('AnnouncementBanner', () => {
  it('shows each announcement in the language of the page, with its level, and asks for that language', async () => {
    const calls = serve([MAINTENANCE, RELEASE]);
    renderAuthPage(<AnnouncementBanner />, { locale: 'en', path: '/home' });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Important: Maintenance tonight');
    expect(items[0]).toHaveClass('bg-amber-50');
    expect(items[1]).toHaveClass('bg-sky-50');
    expect(within(items[1]!).getByText('Discover the dashboard.')).toBeInTheDocument();
    expect(callsOf(calls, 'notifications.announcements')).toEqual([{ locale: 'en' }]);
  });

  it('dismisses one announcement: the server is told, the line goes, the other stays', async () => {
    const calls = serve([MAINTENANCE, RELEASE]);
    renderAuthPage(<AnnouncementBanner />, { locale: 'fr', path: '/home' });
    fireEvent.click(await screen.findByRole('button', { name: 'Masquer l’annonce «\u00a0Maintenance tonight\u00a0»' }));
    await waitFor(() => expect(screen.queryByText('Maintenance tonight')).not.toBeInTheDocument());
    expect(screen.getByText('New release')).toBeInTheDocument();
    expect(callsOf(calls, 'notifications.dismissAnnouncement')).toEqual([{ id: 7 }]);
  });

  it('keeps the announcement and says why when dismissing fails', async () => {
    serve([MAINTENANCE], () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }));
    renderAuthPage(<AnnouncementBanner />, { locale: 'fr', path: '/home' });
    fireEvent.click(await screen.findByRole('button', { name: /Maintenance tonight/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent((resources.fr.errors as { codes: Record<string, string> }).codes.INTERNAL!);
    expect(screen.getByText('Maintenance tonight')).toBeInTheDocument();
  });

  it('drops an announcement deleted meanwhile (NOT_FOUND) without an error', async () => {
    const calls = serve([MAINTENANCE, RELEASE], () => ({ error: { appCode: 'NOT_FOUND', httpStatus: 404 } }));
    renderAuthPage(<AnnouncementBanner />, { locale: 'fr', path: '/home' });
    fireEvent.click(await screen.findByRole('button', { name: /Maintenance tonight/ }));
    await waitFor(() => expect(screen.queryByText('Maintenance tonight')).not.toBeInTheDocument());
    expect(callsOf(calls, 'notifications.dismissAnnouncement')).toEqual([{ id: 7 }]);
    expect(screen.getByText('New release')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing over the welcome to the trial, a new account’s first page, in any language, and does not ask', async () => {
    for (const locale of ['fr', 'en', 'nl'] as const) {
      const calls = serve([MAINTENANCE, RELEASE]);
      const { container, unmount } = renderAuthPage(<AnnouncementBanner />, { locale, path: '/welcome' });
      // Given the time the list would take to arrive, it would be there by now (the first test finds it at once).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container).toBeEmptyDOMElement();
      expect(callsOf(calls, 'notifications.announcements')).toEqual([]);
      unmount();
      vi.unstubAllGlobals();
    }
    // The same announcements on the next page.
    serve([MAINTENANCE, RELEASE]);
    renderAuthPage(<AnnouncementBanner />, { locale: 'fr', path: '/dashboard' });
    expect(within(await screen.findByRole('region', { name: 'Annonces' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing when there is no announcement or the list cannot be read', async () => {
    const calls = serve([]);
    const { container, unmount } = renderAuthPage(<AnnouncementBanner />, { locale: 'fr', path: '/home' });
    await waitFor(() => expect(callsOf(calls, 'notifications.announcements')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    unmount();
    vi.unstubAllGlobals();
    const failed = fakeTrpc({});
    const second = renderAuthPage(<AnnouncementBanner />, { locale: 'fr', path: '/home' });
    await waitFor(() => expect(callsOf(failed, 'notifications.announcements')).toHaveLength(1));
    expect(second.container).toBeEmptyDOMElement();
  });
});
