// The trend's change per answer, the chart's axis, the signed change; the patient list's band filter in the URL.
import { describe, expect, it } from 'vitest';
import { deltaText, positiveThreshold, trendDomain, trendPoints } from './trend-data';
import { parsePatientsView, patientsListInput, patientsViewToParams } from '../patient-list-query';

const point = (submissionId: number, score: number) => ({
  submissionId,
  completedAt: '2026-03-01T10:00:00.000Z',
  score,
  band: null,
  positiveScreen: false,
});

describe('trend data', () => {
  it('gives each answer its change since the previous one', () => {
    expect(trendPoints({ points: [point(1, 5), point(2, 9), point(3, 9), point(4, 2)] }).map((p) => p.delta)).toEqual([null, 4, 0, -7]);
  });

  it('spans the axis from the lowest band or score to the highest possible total', () => {
    expect(trendDomain({ points: [point(1, 5)], bands: [], max: 27 })).toEqual([0, 27]);
    expect(trendDomain({ points: [point(1, -3)], bands: [{ min: -5, max: 0, label: 'x', level: 'custom' }], max: 10 })).toEqual([-5, 10]);
    expect(trendDomain({ points: [point(1, 0)], bands: [], max: 0 })).toEqual([0, 1]);
  });

  it('draws the positive-screen threshold at the lowest band marked positive, or nowhere', () => {
    const band = (min: number, max: number, positive?: true) => ({
      min,
      max,
      label: `${min}`,
      level: 'custom' as const,
      ...(positive ? { positive } : {}),
    });
    expect(positiveThreshold({ bands: [band(0, 4), band(5, 9), band(10, 14, true), band(15, 27, true)] })).toBe(10);
    expect(positiveThreshold({ bands: [band(15, 27, true), band(0, 14)] })).toBe(15);
    expect(positiveThreshold({ bands: [band(0, 4), band(5, 27)] })).toBeNull();
    expect(positiveThreshold({ bands: [] })).toBeNull();
  });

  it('writes a signed change with a real minus sign', () => {
    expect([deltaText(3), deltaText(-2), deltaText(0)]).toEqual(['+3', '\u22122', '0']);
  });
});

describe('patient list band filter', () => {
  it('reads a known level from ?band= and drops anything else', () => {
    expect(parsePatientsView(new URLSearchParams('band=severe&page=2'))).toEqual({ search: '', band: 'severe', page: 2 });
    expect(parsePatientsView(new URLSearchParams('band=worst')).band).toBeNull();
  });

  it('writes and sends the band only when set', () => {
    const view = { search: '', band: 'mild' as const, page: 1 };
    expect(patientsViewToParams(view).toString()).toBe('band=mild');
    expect(patientsListInput(view)).toEqual({ band: 'mild', page: 1, pageSize: 20 });
    expect(patientsListInput({ ...view, band: null })).toEqual({ page: 1, pageSize: 20 });
  });
});
