// Route parameter rules: digits-only public form ids and the prefix-less redirect decision.
import { describe, expect, it } from 'vitest';
import { currentRouteName } from './route-handle';
import { isDigitsOnly, isForeignLanguageSegment, paramsAreDigits, prefixlessDecision } from './route-params';

describe('isDigitsOnly', () => {
  it('accepts digits only', () => {
    expect(isDigitsOnly('12')).toBe(true);
    expect(isDigitsOnly('007')).toBe(true);
  });
  it('rejects anything else', () => {
    for (const value of ['abc', '12a', '', ' 12', '-1', '1.5', '１２', undefined]) expect(isDigitsOnly(value), String(value)).toBe(false);
  });
  it('checks every named param', () => {
    expect(paramsAreDigits({ templateId: '4', userId: '9' }, ['templateId', 'userId'])).toBe(true);
    expect(paramsAreDigits({ templateId: 'abc', userId: '12' }, ['templateId', 'userId'])).toBe(false);
    expect(paramsAreDigits({ templateId: '4' }, ['templateId', 'userId'])).toBe(false);
  });
});

describe('prefixlessDecision', () => {
  it('prefixes the locale and keeps query and hash', () => {
    expect(prefixlessDecision('fr', '/market', '?x=1', '#y')).toEqual({ kind: 'redirect', to: '/fr/market?x=1#y' });
    expect(prefixlessDecision('en', '/faq', '?x=1', '')).toEqual({ kind: 'redirect', to: '/en/faq?x=1' });
    expect(prefixlessDecision('nl', '/', '', '')).toEqual({ kind: 'redirect', to: '/nl' });
  });
  it('treats an unsupported language prefix as not found', () => {
    expect(prefixlessDecision('fr', '/de/market', '', '')).toEqual({ kind: 'not-found' });
    expect(prefixlessDecision('fr', '/pt-br', '', '')).toEqual({ kind: 'not-found' });
    expect(isForeignLanguageSegment('fr')).toBe(false);
    expect(isForeignLanguageSegment('faq')).toBe(false);
  });
});

describe('currentRouteName', () => {
  it('takes the deepest named match', () => {
    const matches = [
      { handle: undefined, params: {} },
      { handle: { name: 'fr-Templates' }, params: {} },
      { handle: { name: 'fr-EditTemplate' }, params: { id: '3' } },
    ];
    expect(currentRouteName(matches)).toBe('fr-EditTemplate');
  });
  it('is null on an unnamed (not-found) match or when digit params are invalid', () => {
    expect(currentRouteName([{ handle: undefined, params: { '*': 'nope' } }])).toBeNull();
    const form = { name: 'fr-PublicForm', digitParams: ['templateId', 'userId'] };
    expect(currentRouteName([{ handle: form, params: { templateId: 'abc', userId: '12' } }])).toBeNull();
    expect(currentRouteName([{ handle: form, params: { templateId: '5', userId: '12' } }])).toBe('fr-PublicForm');
  });
});
