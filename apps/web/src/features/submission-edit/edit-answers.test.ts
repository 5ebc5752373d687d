// Edit mode: what counts as an unsaved change, and where the server's refusals go.
import { describe, expect, it } from 'vitest';
import { fieldErrorsOfSaveError, sameAnswers } from './edit-answers';

describe('sameAnswers', () => {
  it('sees a real change, and ignores emptied boxes and number spellings', () => {
    expect(sameAnswers({ pain: 'yes', sleep: 3 }, { sleep: 3, pain: 'yes' })).toBe(true);
    expect(sameAnswers({ pain: 'yes' }, { pain: 'yes', note: '', tags: [], other: null })).toBe(true);
    expect(sameAnswers({ weight: 72 }, { weight: '72' })).toBe(true);
    expect(sameAnswers({ pain: 'yes' }, { pain: 'no' })).toBe(false);
    expect(sameAnswers({ note: 'x' }, {})).toBe(false);
    expect(sameAnswers({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toBe(false);
  });
});

describe('fieldErrorsOfSaveError', () => {
  it('reads ANSWERS_INVALID details and zod issues under answers', () => {
    expect(fieldErrorsOfSaveError({ data: { appCode: 'ANSWERS_INVALID', details: { errors: { where: ['TOO_LONG'], photo: ['FILE'] } } } })).toEqual({
      where: 'TOO_LONG',
      photo: 'FILE',
    });
    expect(
      fieldErrorsOfSaveError({
        data: {
          appCode: 'VALIDATION_FAILED',
          issues: [
            { path: ['answers', 'note'], message: 'Too big' },
            { path: ['id'], message: 'x' },
          ],
        },
      }),
    ).toEqual({ note: 'NOT_ALLOWED' });
    expect(fieldErrorsOfSaveError(new Error('network'))).toEqual({});
  });
});
