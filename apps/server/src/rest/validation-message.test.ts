// The sentence of a REST VALIDATION_FAILED answer; the HTTP tests (auth, profile) check it per language end to end.
import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message';

describe('validationMessage', () => {
  it('names the invalid fields, with French typography in French', () => {
    const errors = { email: ['EMAIL_INVALID'], 'specialties.1': ['SPECIALTY_INVALID'] };
    expect(validationMessage('fr', errors)).toBe('Certains champs sont invalides\u00a0: email, specialties.1.');
    expect(validationMessage('en', errors)).toBe('Some fields are invalid: email, specialties.1.');
    expect(validationMessage('nl', errors)).toBe('Sommige velden zijn ongeldig: email, specialties.1.');
  });

  it('speaks of the request when no field is named (an issue on the whole input, or none)', () => {
    expect(validationMessage('en', { _: ['INVALID'] })).toBe('The request body is invalid.');
    expect(validationMessage('fr', undefined)).toBe('Le contenu de la requête est invalide.');
    expect(validationMessage('nl', { _: ['INVALID'], email: ['EMAIL_INVALID'] })).toBe('Sommige velden zijn ongeldig: email.');
  });
});
