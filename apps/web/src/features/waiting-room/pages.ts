// The pages of the waiting-room feature, by route name (routes/page-registry.tsx renders them), loaded when first
// visited (the QR code library comes with the page that creates a waiting-room form).
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const WAITING_ROOM_PAGES: TPageRegistry = {
  PendingForms: lazyPage(() => import('./waiting-room-page').then((module) => module.WaitingRoomPage), ['patients', 'templates']),
  CreatePendingForm: lazyPage(() => import('./create-pending-form-page').then((module) => module.CreatePendingFormPage), ['templates']),
};
