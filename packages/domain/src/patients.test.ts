import { describe, expect, it } from 'vitest';
import { notificationAge } from './ages';
import { ZPatientInput } from './patients';

const valid = { firstName: 'Élodie', lastName: "D'Aubigné", email: 'E.Petit@Example.org' };

describe('ZPatientInput', () => {
  it('accepts names with accents and apostrophes, lower-cases the email, drops empty optional fields', () => {
    const parsed = ZPatientInput.parse({ ...valid, phone: '  ', notes: '' });
    expect(parsed).toEqual({ firstName: 'Élodie', lastName: "D'Aubigné", email: 'e.petit@example.org', preferredLanguage: 'fr' });
  });

  it.each([
    [{ firstName: 'A' }, 'NAME_TOO_SHORT'],
    [{ lastName: 'D0e' }, 'NAME_INVALID_CHARACTERS'],
    [{ email: 'nope' }, 'EMAIL_INVALID'],
    [{ phone: 'abc' }, 'PHONE_INVALID'],
    [{ notes: 'x'.repeat(1001) }, 'NOTES_TOO_LONG'],
    [{ notes: '<script>alert(1)</script>' }, 'TEXT_UNSAFE_CHARACTERS'],
    [{ preferredLanguage: 'de' }, undefined],
  ])('refuses %j', (patch, message) => {
    const result = ZPatientInput.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('reports an invalid phone number once, whichever rule it breaks (issue 34)', () => {
    for (const phone of ['abc', '12', '------', '+1 (2) 3', '0'.repeat(21)]) {
      const result = ZPatientInput.safeParse({ ...valid, phone });
      expect(
        result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`),
        phone,
      ).toEqual(['phone:PHONE_INVALID']);
    }
    for (const phone of ['+32 470 12 34 56', '(02) 123.45.67', '123456'])
      expect(ZPatientInput.safeParse({ ...valid, phone }).success, phone).toBe(true);
  });

  it('keeps 1000 characters of notes with line breaks', () => {
    const notes = `${'a'.repeat(998)}\n\n`;
    expect(ZPatientInput.parse({ ...valid, notes }).notes).toBe(notes);
  });
});

describe('notificationAge', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (s: number) => notificationAge(new Date(now.getTime() - s * 1000), now);
  it('reads as now, minutes, hours, yesterday, days', () => {
    expect(ago(10)).toEqual({ unit: 'now' });
    expect(ago(5 * 60)).toEqual({ unit: 'minutes', count: 5 });
    expect(ago(3 * 3600)).toEqual({ unit: 'hours', count: 3 });
    expect(ago(30 * 3600)).toEqual({ unit: 'yesterday' });
    expect(ago(3 * 86_400)).toEqual({ unit: 'days', count: 3 });
    expect(ago(-50)).toEqual({ unit: 'now' });
  });
});
