// Access log entries, sessions and sign-ins as the procedures answer them (docs/access-log.md), for component tests; a
// test overrides what it checks.
import type { TAccessEntry, TActiveSession, TSignInEvent } from '../lib/api-types';

export function accessEntry(overrides: Partial<TAccessEntry> = {}): TAccessEntry {
  return {
    id: 'a1',
    kind: 'patient_viewed',
    at: '2026-03-12T13:05:00.000Z',
    actor: { self: true, isAdministrator: false, role: 'member', name: 'Julien Lefèvre' },
    patient: { id: 7, name: 'Léa Dubois' },
    submissionId: null,
    ip: '192.0.2.10',
    device: 'Firefox 132 · Windows',
    ...overrides,
  };
}

export function accessPage(items: TAccessEntry[], { total = items.length, page = 1, pageSize = 10 } = {}) {
  return { items, total, page, pageSize };
}

export function activeSession(overrides: Partial<TActiveSession> = {}): TActiveSession {
  return {
    id: 's-current',
    current: true,
    browser: 'Chrome 131',
    os: 'macOS',
    deviceType: 'desktop',
    ip: '192.0.2.10',
    city: null,
    firstSeenAt: '2026-03-01T08:00:00.000Z',
    lastSeenAt: '2026-03-12T13:05:00.000Z',
    ...overrides,
  };
}

export function signInEvent(overrides: Partial<TSignInEvent> = {}): TSignInEvent {
  return {
    id: 1,
    at: '2026-03-12T08:00:00.000Z',
    outcome: 'success',
    method: 'password',
    ip: '192.0.2.10',
    browser: 'Chrome 131',
    os: 'macOS',
    ...overrides,
  };
}
