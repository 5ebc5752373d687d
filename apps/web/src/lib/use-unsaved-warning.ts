// Unsaved changes: the router blocks in-app navigation (the page asks), the browser asks before unloading.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

export function useUnsavedWarning(dirty: boolean) {
  // Set right before a navigation the builder starts itself (after a save), when React has not re-rendered yet.
  const allowNext = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowNext.current) {
      allowNext.current = false;
      return false;
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return { blocker, allowNextNavigation: () => (allowNext.current = true) };
}
