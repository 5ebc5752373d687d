// FaqPage: answers open with a click and with the keyboard, and quote the business constants.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqPage } from './faq-page';
import { renderInLocale } from './test-utils';

describe('FaqPage', () => {
  it('opens an answer on click; every answer is in the page before, hidden until opened', () => {
    renderInLocale(<FaqPage />, 'fr', '/faq');
    const trigger = screen.getByRole('button', { name: /Comment fonctionne l’essai gratuit/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/30 jours d’essai gratuit/)).not.toBeVisible();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/30 jours d’essai gratuit/)).toBeVisible();
  });

  it('moves between questions with the arrow keys; triggers are native buttons (Enter and Space activate them)', () => {
    renderInLocale(<FaqPage />, 'en', '/faq');
    const first = screen.getByRole('button', { name: 'How does the free trial work?' });
    const second = screen.getByRole('button', { name: 'What is the difference between the plans?' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: 'End' });
    // Each topic is its own accordion: End stops at the last question of the group.
    expect(screen.getByRole('button', { name: 'Can prices change?' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? second, { key: 'Home' });
    expect(first).toHaveFocus();
    // jsdom does not turn Enter/Space on a <button> into a click as browsers do; the click stands for it.
    expect(second.tagName).toBe('BUTTON');
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is the difference between the plans?' })).toBeVisible();
  });

  it('quotes the support delay and GDPR delay in Dutch', () => {
    renderInLocale(<FaqPage />, 'nl', '/faq');
    fireEvent.click(screen.getByRole('button', { name: 'Hoe oefen ik mijn AVG-rechten uit?' }));
    expect(screen.getByText(/binnen 1 maand/)).toBeVisible();
    expect(document.body.textContent).toContain('24 uur');
  });
});
