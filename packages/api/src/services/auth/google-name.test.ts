// A Google profile's name becomes a person name the app's rule accepts: markup and symbols never reach a stored name.
import { describe, expect, it } from 'vitest';
import { ZPersonName } from '@praxiform/domain';
import { personNameOf } from './google';

describe('personNameOf (Google profile names)', () => {
  it('keeps ordinary names as they are', () => {
    expect(personNameOf('Marie-Hélène')).toBe('Marie-Hélène');
    expect(personNameOf("  O'Neil ")).toBe("O'Neil");
    expect(personNameOf('St. John')).toBe('St. John');
  });

  it('drops markup, digits and symbols, and what is left passes the person-name rule', () => {
    const name = personNameOf('<img src=x onerror=alert(1)>Claire');
    expect(name).not.toMatch(/[<>=()]/);
    expect(name).toContain('Claire');
    expect(ZPersonName.safeParse(name).success).toBe(true);
    expect(personNameOf('<script>alert(1)</script>')).not.toMatch(/[<>()/]/);
  });

  it('answers an empty name for nothing usable', () => {
    expect(personNameOf('<>=123')).toBe('');
  });
});
