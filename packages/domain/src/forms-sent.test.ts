// The rule of "forms sent" (docs/product.md#entities): what left for a patient counts, whatever became of it.
import { describe, expect, it } from 'vitest';
import { isFormSent } from './forms-sent';

const at = new Date('2026-11-20T10:00:00Z');
const none = { sentAt: null, openedAt: null, completedAt: null };

describe('isFormSent', () => {
  it('counts a form of a patient once its mail left, the patient opened it or answered it', () => {
    expect(isFormSent({ patientId: 1, ...none, sentAt: at })).toBe(true);
    expect(isFormSent({ patientId: 1, ...none, openedAt: at })).toBe(true);
    expect(isFormSent({ patientId: 1, ...none, completedAt: at })).toBe(true);
  });

  it('does not count a link only created (draft), even cancelled or run out: nothing says it reached anyone', () => {
    expect(isFormSent({ patientId: 1, ...none })).toBe(false);
  });

  it('does not count a waiting-room form until it is assigned to a patient', () => {
    expect(isFormSent({ patientId: null, ...none, openedAt: at, completedAt: at })).toBe(false);
    expect(isFormSent({ patientId: 7, ...none, openedAt: at, completedAt: at })).toBe(true);
  });
});
