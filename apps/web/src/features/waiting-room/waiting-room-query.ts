// The waiting room's view (tab, page) ↔ the URL query (?status=&page=).
import { parsePage } from '../../lib/url-view';

export const WAITING_ROOM_TABS = ['all', 'anonymous', 'completed'] as const;
export type TWaitingRoomTab = (typeof WAITING_ROOM_TABS)[number];
export const WAITING_ROOM_PAGE_SIZE = 20;

type TWaitingRoomView = { status: TWaitingRoomTab; page: number };

export function parseWaitingRoomView(params: URLSearchParams): TWaitingRoomView {
  const status = params.get('status');
  return {
    status: (WAITING_ROOM_TABS as readonly (string | null)[]).includes(status) ? (status as TWaitingRoomTab) : 'all',
    page: parsePage(params.get('page')),
  };
}

export function waitingRoomViewToParams(view: TWaitingRoomView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}
