// "Forms sent" has one definition (docs/product.md#entities) and one name per language: the dashboard, /debug/user, the
// account deletion list and the two admin pages label the same count with the same words.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@praxiform/domain';
import { resources } from './index';

function text(tree: unknown, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

describe('the label of the forms sent', () => {
  for (const locale of LOCALES) {
    it(`is the same in every place that shows the count (${locale})`, () => {
      const r = resources[locale];
      const label = text(r.patients, 'dashboard.stats.sentForms');
      expect(text(r.profile, 'debug.sentForms')).toBe(label);
      expect(text(r.admin, 'users.stats.formsSent')).toBe(label);
      expect(text(r.admin, 'users.detail.formsSent')).toBe(label);
      // The deletion list names the count the same way, then what else goes with it.
      expect(text(r.profile, 'deletion.removed.forms').toLowerCase()).toContain(`${label.toLowerCase()} ({{count}})`);
    });
  }
});
