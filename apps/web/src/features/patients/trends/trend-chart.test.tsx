// The trend chart's positive screens (docs/scores.md#positive-screen): the dashed threshold line at the lowest band
// marked positive, labelled, and a ringed point for each positive screen; nothing of the kind without a marked band.
// recharts measures its container with ResizeObserver, which jsdom lacks: the container is given a fixed size here.
import { cloneElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type * as Recharts from 'recharts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '../../../test/render-with-locale';
import type { TScoreTrendSeries } from '../../../lib/api-types';
import TrendChart from './trend-chart';
import { trendPoints } from './trend-data';

vi.mock('recharts', async (original) => ({
  ...(await original<typeof Recharts>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 640, height: 320 }),
}));

const point = (submissionId: number, score: number, positiveScreen: boolean) => ({
  submissionId,
  completedAt: `2026-03-0${submissionId}T10:00:00.000Z`,
  score,
  band: null,
  positiveScreen,
});

const series = (marked: boolean): TScoreTrendSeries => ({
  templateKey: 'template:4',
  templateName: 'PHQ-9',
  max: 27,
  bands: [
    { min: 0, max: 9, label: 'Sous le seuil', level: 'mild' },
    { min: 10, max: 27, label: 'Au-dessus', level: 'severe', ...(marked ? { positive: true as const } : {}) },
  ],
  points: [point(1, 4, false), point(2, 12, marked), point(3, 9, false), point(4, 15, marked)],
});

function renderChart(marked: boolean) {
  const data = series(marked);
  return renderWithLocale(
    <MemoryRouter initialEntries={['/fr/patients/7']}>
      <TrendChart series={data} points={trendPoints(data)} />
    </MemoryRouter>,
    'fr',
  );
}

describe('TrendChart', () => {
  it('draws the labelled positive-screen threshold and rings the positive points', () => {
    const { container } = renderChart(true);
    const line = container.querySelector('.recharts-reference-line line');
    expect(line).toHaveAttribute('stroke-dasharray', '6 4');
    // recharts draws the labels in a layer of their own: this one sits on the line, at the score 10.
    const label = [...container.querySelectorAll('text.recharts-label')].find((text) => text.textContent === 'Dépistage positif à partir de 10');
    expect(label).toBeDefined();
    expect(Math.abs(Number(label!.getAttribute('y')) - Number(line!.getAttribute('y1')))).toBeLessThan(12);
    expect(line).toHaveAttribute('y', '10');
    expect(container.querySelectorAll('[data-positive="true"]')).toHaveLength(2);
  });

  it('draws neither without a band marked positive', () => {
    const { container } = renderChart(false);
    expect(container.querySelector('.recharts-reference-line')).toBeNull();
    expect(container.querySelectorAll('[data-positive="true"]')).toHaveLength(0);
    expect(container.querySelectorAll('.recharts-line-dots circle')).toHaveLength(4);
  });
});
