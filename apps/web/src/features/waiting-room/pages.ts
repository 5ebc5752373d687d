// The pages of the waiting-room feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';
import { CreatePendingFormPage } from './create-pending-form-page';
import { WaitingRoomPage } from './waiting-room-page';

export const WAITING_ROOM_PAGES: TPageRegistry = {
  PendingForms: WaitingRoomPage,
  CreatePendingForm: CreatePendingFormPage,
};
