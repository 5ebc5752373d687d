// The expiry day of a new link: each bound it breaks has its own code, as the server names it (issue 34).
import { describe, expect, it } from 'vitest';
import { LINK_MAX_DAYS } from '@praxiform/domain';
import { dayAfter } from './format';
import { expiryBoundCode } from './link-options';

describe('expiryBoundCode', () => {
  const today = new Date(2026, 10, 27, 15, 0);

  it('accepts today to a year ahead', () => {
    for (const days of [0, 1, 30, LINK_MAX_DAYS]) expect(expiryBoundCode(dayAfter(today, days), today), String(days)).toBeNull();
  });

  it('names a day before today EXPIRY_IN_PAST and a day past a year ahead EXPIRY_TOO_FAR', () => {
    expect(expiryBoundCode(dayAfter(today, -1), today)).toBe('EXPIRY_IN_PAST');
    expect(expiryBoundCode(dayAfter(today, LINK_MAX_DAYS + 1), today)).toBe('EXPIRY_TOO_FAR');
  });
});
