// The band pill: the band's label, a colour per level and a text for screen readers (not colour alone); the alert pill.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../test/render-with-locale';
import { AlertBadge, BandBadge, type TBandLevel } from './band-badge';
import { ScoreBandsList, ValidatedBadge } from './score-bands-list';

describe('BandBadge', () => {
  it('shows the label and names it a severity band for screen readers', () => {
    renderWithLocale(<BandBadge band={{ label: 'Modérée', level: 'moderate' }} />, 'fr');
    expect(screen.getByText('Tranche de sévérité : Modérée')).toHaveClass('sr-only');
    expect(screen.getByText('Modérée')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each level its own colour and its level name as a tooltip', () => {
    const levels: TBandLevel[] = ['none', 'mild', 'moderate', 'severe', 'custom'];
    const { container } = renderWithLocale(
      <>
        {levels.map((level) => (
          <BandBadge key={level} band={{ label: level, level }} />
        ))}
      </>,
      'en',
    );
    const pills = [...container.querySelectorAll('[data-band-level]')];
    expect(pills.map((pill) => pill.getAttribute('data-band-level'))).toEqual(levels);
    expect(new Set(pills.map((pill) => pill.className)).size).toBe(levels.length);
    expect(pills[3]).toHaveAttribute('title', 'severe level');
  });

  it('renders nothing without a band', () => {
    const { container } = renderWithLocale(<BandBadge band={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says alert in each language', () => {
    renderWithLocale(<AlertBadge />, 'nl');
    expect(screen.getByText('Alarm')).toBeInTheDocument();
    expect(screen.getByText(/Een antwoord vraagt uw aandacht/)).toBeInTheDocument();
  });
});

describe('ScoreBandsList and ValidatedBadge', () => {
  it('lists each band with its range and flags a validated instrument', () => {
    renderWithLocale(
      <>
        <ValidatedBadge instrument="phq9" />
        <ScoreBandsList
          bands={[
            { min: 0, max: 4, label: 'Minimal', level: 'none' },
            { min: 5, max: 9, label: 'Mild', level: 'mild' },
          ]}
        />
      </>,
      'en',
    );
    expect(screen.getByText('Validated instrument')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Severity bands' });
    expect(list).toHaveTextContent('0 to 4');
    expect(list).toHaveTextContent('Severity band: Mild');
  });

  it('shows nothing without bands or instrument', () => {
    const { container } = renderWithLocale(
      <>
        <ValidatedBadge instrument={null} />
        <ScoreBandsList bands={[]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
