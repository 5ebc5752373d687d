// Whether the component renders after hydration. A public page served prerendered (src/prerender/, rendered without a
// session nor API answers) is hydrated, and React checks that the first render of each part matches the static HTML,
// even for a part hydrated later (a lazy page's boundary, once its code has loaded, when the session may be known).
// What depends on the session renders as signed out until this is true, then updates at once.
import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
/** Preact's useSyncExternalStore reads this snapshot on the server too (the build's prerender): no window there. */
const inBrowser = () => typeof window !== 'undefined';

/** False during the server render (and, on React, while hydrating), true otherwise (a fresh client render included). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, () => false);
}

/**
 * False until the component has mounted in the browser, for a state the static HTML must carry until the scripts run
 * (the sign-in forms' submit button). An effect, not a snapshot: a hydrating Preact keeps the server's attributes, and
 * only a render after the first one updates them.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
