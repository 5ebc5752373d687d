// Exactly one navigation entry is current on each page of the patients, waiting room and form builder routes.
import { describe, expect, it } from 'vitest';
import { MAIN_NAV, isNavItemActive } from './app-nav-items';

const current = (path: string) => MAIN_NAV.filter((item) => isNavItemActive(path, item)).map((item) => item.label);

describe('isNavItemActive', () => {
  it.each([
    ['/home', 'nav.home'],
    ['/dashboard', 'nav.patients'],
    ['/patients/12', 'nav.patients'],
    ['/forms/submissions/31/edit', 'nav.patients'],
    ['/forms/pending', 'nav.waitingRoom'],
    ['/forms/pending/new', 'nav.waitingRoom'],
    ['/templates', 'nav.templates'],
    ['/forms/create', 'nav.templates'],
    ['/forms/4/edit', 'nav.templates'],
  ])('%s is under %s only', (path, label) => {
    expect(current(path)).toEqual([label]);
  });
});
