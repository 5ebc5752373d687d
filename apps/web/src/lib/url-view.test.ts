// Pages of a list read from the URL query, and how many pages a total makes.
import { describe, expect, it } from 'vitest';
import { pageCount, parsePage } from './url-view';

describe('list pages', () => {
  it('reads a positive integer page, anything else is page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '2.5', 'abc']) expect(parsePage(value)).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
