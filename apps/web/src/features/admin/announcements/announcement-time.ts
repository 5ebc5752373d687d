// Dates of an announcement (docs/announcements-api.md): the form's datetime-local values, read in the browser's time
// zone, become ISO 8601 instants with the browser's offset; and the state an announcement is in at a given moment.
import type { TAdminAnnouncement } from '../../../lib/api-types';

export type TAnnouncementState = 'live' | 'scheduled' | 'ended' | 'inactive';

const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');

/** "2026-03-12T14:05": what an <input type="datetime-local"> shows for that instant in the browser's time zone. */
export function toLocalInput(value: Date | string): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * "2026-03-12T14:05:00+01:00": a datetime-local value as an instant with the browser's offset at that date (summer
 * time included); null when the value is empty or not a date.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${toLocalInput(date)}:${pad(date.getSeconds())}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** Live: active and now within [start, end); otherwise why it does not show. */
export function announcementState(announcement: Pick<TAdminAnnouncement, 'active' | 'startsAt' | 'endsAt'>, now: number): TAnnouncementState {
  if (!announcement.active) return 'inactive';
  if (new Date(announcement.startsAt).getTime() > now) return 'scheduled';
  if (announcement.endsAt && new Date(announcement.endsAt).getTime() <= now) return 'ended';
  return 'live';
}

/** The browser's time zone name ("Europe/Brussels"), shown next to the dates. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
