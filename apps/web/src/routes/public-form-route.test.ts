// The SPA's hand-over to the public form page must never reload in a loop.
import { describe, expect, it } from 'vitest';
import { shouldLoadFormPage } from './public-form-route';

describe('public form hand-over', () => {
  it('reloads a form path reached by navigation inside the SPA', () => {
    expect(shouldLoadFormPage('/fr/templates', '/fr/form/abc')).toBe(true);
    expect(shouldLoadFormPage('/form/abc', '/fr/form/abc')).toBe(true);
  });

  it('does not reload when the server already answered this path with the SPA', () => {
    expect(shouldLoadFormPage('/fr/form/abc', '/fr/form/abc')).toBe(false);
  });
});
