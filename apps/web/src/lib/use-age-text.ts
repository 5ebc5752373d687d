// "now", "5 min", "2 h", "yesterday", "3 days": the age of a notification or a completion (notificationAge, translated).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationAge, type TAge } from '@praxiform/domain';

/** The current time, refreshed every `everyMs` so ages move on while the page stays open. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

function ageKey(age: TAge): { key: string; count?: number } {
  switch (age.unit) {
    case 'now':
      return { key: 'age.now' };
    case 'yesterday':
      return { key: 'age.yesterday' };
    default:
      return { key: `age.${age.unit}`, count: age.count };
  }
}

export function useAgeText(now: Date): (at: string) => string {
  const { t } = useTranslation('submissions');
  return useCallback(
    (at: string) => {
      const { key, count } = ageKey(notificationAge(new Date(at), now));
      return count === undefined ? t(key) : t(key, { count });
    },
    [t, now],
  );
}
