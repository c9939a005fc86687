import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p data-testid="probe">{useHydrated() ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in a server render', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('is true at once in a browser render', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('browser');
  });

  it('hydrates the server value without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('browser');
    container.remove();
  });
});
