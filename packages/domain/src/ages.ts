// How old something is, as the notification panel says it. Kept apart from patients.ts (zod schemas), so that the
// app shell, which shows the notifications, does not load zod.
/** Age of a notification as the panel shows it: now, minutes, hours, yesterday, days (docs/product.md#constants). */
export type TAge = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'yesterday' };

export function notificationAge(at: Date, now: Date): TAge {
  const seconds = Math.max(0, (now.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return { unit: 'now' };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  const days = Math.floor(seconds / 86_400);
  return days === 1 ? { unit: 'yesterday' } : { unit: 'days', count: days };
}
