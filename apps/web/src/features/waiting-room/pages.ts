// The pages of the waiting-room feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const WAITING_ROOM_PAGES: TPageRegistry = {};
