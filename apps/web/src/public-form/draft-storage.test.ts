// The draft of a public form: keyed by the SHA-256 of the link's path (never the token), read back, and removed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY_PREFIX, DRAFT_MAX_AGE_DAYS, draftKey, pruneOldDrafts, readDraft, removeDraft, writeDraft } from './draft-storage';

const TOKEN = 'k'.repeat(64);

describe('draft storage', () => {
  it('keys the draft by the SHA-256 of the form path, so the token is not a storage key', async () => {
    const key = await draftKey(`/form/${TOKEN}`);
    expect(key).toBe(`${DRAFT_KEY_PREFIX}${createHash('sha256').update(`/form/${TOKEN}`).digest('hex')}`);
    expect(key).not.toContain(TOKEN);
    expect(await draftKey(`/form/${'j'.repeat(64)}`)).not.toBe(key);
  });

  it('gives the answers back, and nothing once removed', async () => {
    const key = (await draftKey(`/form/${TOKEN}`))!;
    writeDraft(window.localStorage, key, { pain: 'yes', where: 'bas du dos', sleep: 4, symptoms: ['a', 'b'] });
    expect(readDraft(window.localStorage, key)).toEqual({ pain: 'yes', where: 'bas du dos', sleep: 4, symptoms: ['a', 'b'] });
    expect(JSON.parse(window.localStorage.getItem(key)!)).toMatchObject({ savedAt: expect.any(String) });
    removeDraft(window.localStorage, key);
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(readDraft(window.localStorage, key)).toBeNull();
  });

  it('drops the entry when every answer was cleared', async () => {
    const key = (await draftKey('/form/1/2/sig'))!;
    writeDraft(window.localStorage, key, { pain: 'yes' });
    writeDraft(window.localStorage, key, {});
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('ignores a damaged or foreign entry', async () => {
    const key = (await draftKey(`/form/${TOKEN}`))!;
    window.localStorage.setItem(key, '{not json');
    expect(readDraft(window.localStorage, key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ answers: { pain: { nested: true } } }));
    expect(readDraft(window.localStorage, key)).toBeNull();
  });

  it('removes drafts left untouched too long, and only drafts', async () => {
    const day = 86_400_000;
    const now = Date.parse('2026-03-31T12:00:00Z');
    const recent = (await draftKey('/form/recent'))!;
    const old = (await draftKey('/form/old'))!;
    window.localStorage.setItem(recent, JSON.stringify({ savedAt: new Date(now - 2 * day).toISOString(), answers: { a: 'x' } }));
    window.localStorage.setItem(old, JSON.stringify({ savedAt: new Date(now - (DRAFT_MAX_AGE_DAYS + 1) * day).toISOString(), answers: { a: 'x' } }));
    window.localStorage.setItem(`${DRAFT_KEY_PREFIX}broken`, '{');
    window.localStorage.setItem('praxiform.locale', 'nl');
    pruneOldDrafts(window.localStorage, now);
    expect(window.localStorage.getItem(recent)).not.toBeNull();
    expect(window.localStorage.getItem(old)).toBeNull();
    expect(window.localStorage.getItem(`${DRAFT_KEY_PREFIX}broken`)).toBeNull();
    expect(window.localStorage.getItem('praxiform.locale')).toBe('nl');
  });

  it('keeps the page working when the storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeDraft(broken, 'k', { pain: 'yes' })).not.toThrow();
    expect(readDraft(broken, 'k')).toBeNull();
    expect(() => removeDraft(broken, 'k')).not.toThrow();
  });
});
