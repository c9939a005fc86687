import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it.each([
    ['primary', undefined],
    ['primary', 'primary'],
    ['secondary', 'secondary'],
    ['danger', 'danger'],
    ['link', 'link'],
  ] as const)('has the %s look for variant %s', (expected, variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('registry-button', `registry-button--${expected}`);
  });

  it('is type=button by default so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('passes native props and forwards its ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} type="submit" name="save" onClick={onClick} aria-label="Save the form">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save the form' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is busy, stays focusable and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('.registry-spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button').querySelector('.registry-spinner')).toBeNull();
  });
});

describe('ButtonLink', () => {
  it('is a link with the button look that navigates through the router', async () => {
    const { hook, history } = memoryLocation({ path: '/landing', record: true });
    render(
      <Router hook={hook}>
        <ButtonLink href="/faq" variant="secondary">
          FAQ
        </ButtonLink>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveClass('registry-button', 'registry-button--secondary');
    await userEvent.click(link);
    expect(history.at(-1)).toBe('/faq');
  });
});
