// Button: native button by default, link styling with asChild, loading and disabled states.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" button that reacts to clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>{'Save'}</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while loading', () => {
    render(<Button loading>{'Save'}</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('renders its child link with the button styles when asChild', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/register">{'Register'}</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link.className).toContain('border-slate-300');
    expect(link.className).toContain('min-h-12');
    expect(link).not.toHaveAttribute('type');
  });
});
