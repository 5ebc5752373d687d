// The practitioner's day is the one of the browser's time zone: users have no stored zone, and the day that matters
// each morning is the one lived where the practitioner sits (docs/forms-api.md, "Home overview").
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Morning until noon, afternoon until 18:00, then evening, on the browser's clock. */
export function partOfDay(now: Date): 'morning' | 'afternoon' | 'evening' {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}
