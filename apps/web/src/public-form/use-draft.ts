// Keeps the answers typed so far in localStorage: written shortly after each change and at once when the page is hidden;
// `discard` drops it for good (sent, or the link is closed), even if a write was about to happen; `keep` writes it at
// once (the form is leaving the page but the link may take the answers later).
import { useCallback, useEffect, useRef } from 'react';
import type { TAnswers } from '@praxiform/domain';
import { removeDraft, writeDraft } from './draft-storage';

const SAVE_DELAY_MS = 400;

export function useDraftAutosave(key: string | null, answers: TAnswers): { discard: () => void; keep: () => void } {
  const discarded = useRef(false);

  useEffect(() => {
    if (!key || discarded.current) return;
    const save = () => {
      if (!discarded.current) writeDraft(window.localStorage, key, answers);
    };
    const timer = setTimeout(save, SAVE_DELAY_MS);
    // A phone may kill a background tab without warning: the last keystrokes are written when it is hidden.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, answers]);

  const discard = useCallback(() => {
    discarded.current = true;
    if (key) removeDraft(window.localStorage, key);
  }, [key]);

  const keep = useCallback(() => {
    if (key && !discarded.current) writeDraft(window.localStorage, key, answers);
  }, [key, answers]);

  return { discard, keep };
}
