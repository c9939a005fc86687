import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FAILURE_TEXTS } from './load-failure-texts';
import { LoadFailureBoundary } from './load-failure-boundary';

// A chunk that cannot be fetched: what React.lazy sees when the network is down.
const Unloadable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://x.example/assets/a.js')),
);

function Part({ broken }: { broken: boolean }) {
  return broken ? (
    <Suspense fallback={null}>
      <Unloadable />
    </Suspense>
  ) : (
    <p>The question</p>
  );
}

describe('LoadFailureBoundary', () => {
  const reportError = window.reportError;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.reportError = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.reportError = reportError;
  });

  it('shows the spec’s message and Try again in place of a part whose chunk failed, and reports the error', async () => {
    render(
      <main>
        <p>Kept</p>
        <LoadFailureBoundary headingLevel={2}>
          <Part broken />
        </LoadFailureBoundary>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILURE_TEXTS.title);
    expect(alert).toHaveTextContent(LOAD_FAILURE_TEXTS.body);
    expect(screen.getByRole('heading', { level: 2, name: LOAD_FAILURE_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LOAD_FAILURE_TEXTS.retry })).toBeInTheDocument();
    expect(screen.getByText('Kept')).toBeInTheDocument();
    expect(window.reportError).toHaveBeenCalledWith(expect.objectContaining({ name: 'TypeError' }));
  });

  it('two parts failing on one page each name their own message (no shared id)', async () => {
    render(
      <main>
        <LoadFailureBoundary headingLevel={2}>
          <Part broken />
        </LoadFailureBoundary>
        <LoadFailureBoundary headingLevel={2}>
          <Part broken />
        </LoadFailureBoundary>
      </main>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    const regions = screen.getAllByRole('region', { name: LOAD_FAILURE_TEXTS.title });
    expect(regions).toHaveLength(2);
    const ids = regions.map((r) => r.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
  });

  it('Try again recovers through the page; while the server is unreachable the message is said again', async () => {
    const recover = vi.fn(async () => 'unreachable' as const);
    render(
      <LoadFailureBoundary recover={recover}>
        <Part broken />
      </LoadFailureBoundary>,
    );
    const first = await screen.findByRole('alert');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: LOAD_FAILURE_TEXTS.retry })));
    expect(recover).toHaveBeenCalledTimes(1);
    const again = screen.getByRole('alert');
    // A new alert element: screen readers announce the message anew.
    expect(again).not.toBe(first);
    expect(again).toHaveTextContent(LOAD_FAILURE_TEXTS.body);
    expect(screen.getByRole('button', { name: LOAD_FAILURE_TEXTS.retry })).not.toHaveAttribute('aria-busy');
  });

  it('shows its children again when its reset key changes (another question, another route)', async () => {
    const { rerender } = render(
      <LoadFailureBoundary resetKey={1}>
        <Part broken />
      </LoadFailureBoundary>,
    );
    await screen.findByRole('alert');
    rerender(
      <LoadFailureBoundary resetKey={2}>
        <Part broken={false} />
      </LoadFailureBoundary>,
    );
    expect(screen.getByText('The question')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
