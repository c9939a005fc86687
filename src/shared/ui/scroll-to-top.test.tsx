import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop, scrollTargetTop } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
  act(() => vi.advanceTimersByTime(100));
}

describe('scrollTargetTop', () => {
  it.each([
    [null, 900, 0],
    [500, 0, 436],
    [100, 300, 336],
    [30, 0, 0],
  ])('target top %s at scrollY %i → %i', (top, scrollY, expected) => {
    const el = top === null ? null : ({ getBoundingClientRect: () => ({ top }) } as Element);
    expect(scrollTargetTop(el, scrollY)).toBe(expected);
  });
});

describe('ScrollToTop', () => {
  let scroll: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [0, false],
    [200, false],
    [201, true],
    [1500, true],
  ])('at scrollY %i the button is shown: %s', (y, shown) => {
    render(<ScrollToTop />);
    scrollTo(y);
    expect(screen.queryByRole('button', { name: 'Scroll to top' }) !== null).toBe(shown);
  });

  it('hides again when the page is scrolled back up', () => {
    render(<ScrollToTop />);
    scrollTo(800);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('scrolls to the top of the page and, with a target, 64 px above it and focuses it', () => {
    render(
      <>
        <h1 id="top">Title</h1>
        <ScrollToTop targetId="top" />
      </>,
    );
    const heading = screen.getByRole('heading');
    heading.getBoundingClientRect = () => ({ top: -1000 }) as DOMRect;
    scrollTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 136 }));
    expect(heading).toHaveFocus();
  });

  it('scrolls to 0 without a target', () => {
    render(<ScrollToTop label="Back to top" />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
