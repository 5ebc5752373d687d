// Whether the component renders after hydration. A public page served prerendered (src/prerender/, rendered without a
// session nor API answers) is hydrated, and React checks that the first render of each part matches the static HTML,
// even for a part hydrated later (a lazy page's boundary, once its code has loaded, when the session may be known).
// What depends on the session renders as signed out until this is true, then updates at once.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False during the server render and while hydrating, true otherwise (a fresh client render included). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
