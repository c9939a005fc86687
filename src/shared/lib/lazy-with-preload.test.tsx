import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Loaded() {
  return <p>loaded</p>;
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component in the first render, without suspending', async () => {
    const load = vi.fn(async () => Loaded);
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    flushSync(() => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload suspends first and loads once', async () => {
    const load = vi.fn(async () => Loaded);
    const Lazy = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
