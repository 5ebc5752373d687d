// Calendar days as the forms exchange them (YYYY-MM-DD), without zod: the public form page imports this.

/** YYYY-MM-DD naming a day that exists: 2026-02-31 is refused rather than read as March 3. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
