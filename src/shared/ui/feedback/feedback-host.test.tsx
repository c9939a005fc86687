import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog';
import { confirm, confirmLeaveUnsaved, openCoreDialog, openGenericError } from './dialog-openers';
import type { DialogComponentProps } from './dialog-registry';
import { FeedbackHost } from './feedback-host';
import { createFeedbackStore, SESSION_EXPIRED_MS, type FeedbackStore } from './feedback-store';

function politeRegion() {
  return screen
    .getAllByRole('status')
    .find((el) => el.getAttribute('aria-live') === 'polite' && el.classList.contains('registry-snackbars__region'))!;
}
function assertiveRegion() {
  return screen.getAllByRole('alert').find((el) => el.getAttribute('aria-live') === 'assertive')!;
}

describe('FeedbackHost snackbars', () => {
  let store: FeedbackStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createFeedbackStore();
    render(<FeedbackHost store={store} />);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps both live regions on the page before any message', () => {
    expect(politeRegion()).toBeEmptyDOMElement();
    expect(assertiveRegion()).toBeEmptyDOMElement();
  });

  it.each([
    ['success', 1000, 'polite'],
    ['short', 5000, 'polite'],
    ['failure', 10000, 'assertive'],
  ] as const)('a %s snackbar appears after 100 ms in the %s region and leaves after %i ms', (kind, duration, live) => {
    act(() => void store.showSnackbar('Your account has been updated', kind));
    const region = live === 'polite' ? politeRegion() : assertiveRegion();
    expect(region).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(100));
    expect(region).toHaveTextContent('Your account has been updated');
    act(() => vi.advanceTimersByTime(duration - 1));
    expect(region).toHaveTextContent('Your account has been updated');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
    expect(store.snackbars.value).toEqual([]);
  });

  it('success lasts 1000 ms (spec 001 §9)', () => {
    act(() => void store.showSnackbar('Saved'));
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(999));
    expect(politeRegion()).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(politeRegion()).toBeEmptyDOMElement();
  });

  it('honours a custom duration (session expired: 1000 ms)', () => {
    act(() => void store.showSnackbar('Session expired', 'short', SESSION_EXPIRED_MS));
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(999));
    expect(politeRegion()).toHaveTextContent('Session expired');
    act(() => vi.advanceTimersByTime(1));
    expect(politeRegion()).toBeEmptyDOMElement();
  });

  it('a message already on screen is not repeated: calls failing together say it once', () => {
    act(() => {
      store.showSnackbar('Oops! Something went wrong', 'failure');
      store.showSnackbar('Oops! Something went wrong', 'failure');
      store.showSnackbar('Oops! Something went wrong', 'short');
    });
    act(() => vi.advanceTimersByTime(100));
    expect(within(assertiveRegion()).getAllByText('Oops! Something went wrong')).toHaveLength(1);
    expect(store.snackbars.value).toHaveLength(1);
  });

  it('only a failure has a close X, and it dismisses the message', () => {
    act(() => {
      store.showSnackbar('Saved', 'success');
      store.showSnackbar('Oops! Something went wrong', 'failure');
    });
    act(() => vi.advanceTimersByTime(100));
    expect(within(politeRegion()).queryByRole('button')).toBeNull();
    fireEvent.click(within(assertiveRegion()).getByRole('button', { name: 'Close message' }));
    expect(assertiveRegion()).toBeEmptyDOMElement();
    expect(store.snackbars.value.map((s) => s.kind)).toEqual(['success']);
  });

  it('pauses the countdown while the pointer is on the message', () => {
    act(() => void store.showSnackbar('Oops! Something went wrong', 'failure'));
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(4000));
    const message = within(assertiveRegion()).getByText('Oops! Something went wrong');
    fireEvent.mouseEnter(message.parentElement!);
    act(() => vi.advanceTimersByTime(20000));
    expect(assertiveRegion()).toHaveTextContent('Oops! Something went wrong');
    fireEvent.mouseLeave(message.parentElement!);
    act(() => vi.advanceTimersByTime(5999));
    expect(assertiveRegion()).toHaveTextContent('Oops! Something went wrong');
    act(() => vi.advanceTimersByTime(1));
    expect(assertiveRegion()).toBeEmptyDOMElement();
  });

  it('shows the loader overlay while work is pending', () => {
    expect(screen.queryByText('Loading…')).toBeNull();
    let doneA = () => {};
    let doneB = () => {};
    act(() => {
      doneA = store.startLoading();
      doneB = store.startLoading();
    });
    expect(screen.getByText('Loading…').closest('[aria-busy="true"]')).toBeInTheDocument();
    act(() => doneA());
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    act(() => doneB());
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

describe('FeedbackHost dialogs', () => {
  it('renders a requested core dialog and resolves the opener with its result', async () => {
    const store = createFeedbackStore();
    render(<FeedbackHost store={store} />);
    let answer: Promise<boolean> | undefined;
    act(() => void (answer = confirm(store, { question: 'Withdraw?', danger: true })));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Withdraw?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.dialogs.value).toEqual([]);
  });

  it.each([
    ['internal-server-error', 'Internal Server Error'],
    ['session-expired', 'Session expired'],
    ['unsaved-changes', 'You have unsaved changes'],
    ['error', 'Oops! Something went wrong'],
  ] as const)('knows the %s kind', async (kind, title) => {
    const store = createFeedbackStore();
    render(<FeedbackHost store={store} />);
    act(() => void openCoreDialog(store, kind));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('resolves false when the user stays on the page', async () => {
    const store = createFeedbackStore();
    render(<FeedbackHost store={store} />);
    let leave: Promise<boolean> | undefined;
    act(() => void (leave = confirmLeaveUnsaved(store)));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on the page' }));
    await expect(leave).resolves.toBe(false);
  });

  it('opens the generic error dialog only when no other dialog is open', async () => {
    const store = createFeedbackStore();
    render(<FeedbackHost store={store} />);
    act(() => void openCoreDialog(store, 'unsaved-changes'));
    let second: Promise<unknown> | undefined;
    act(() => void (second = openGenericError(store)));
    expect(second).toBeUndefined();
    await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('renders extra dialog kinds passed by features', async () => {
    function ThanksDialog({ onClose, name }: DialogComponentProps<string> & { name?: string }) {
      return (
        <Dialog open onClose={() => onClose('closed')} title={`Thanks ${name}`}>
          <p>Done.</p>
        </Dialog>
      );
    }
    const store = createFeedbackStore();
    render(<FeedbackHost store={store} extraDialogs={{ thanks: ThanksDialog }} />);
    let result: Promise<unknown> | undefined;
    act(() => void (result = store.openDialog('thanks', { name: 'Ann' })));
    await screen.findByRole('dialog', { name: 'Thanks Ann' });
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBe('closed');
  });

  it('answers undefined at once for an unknown kind instead of hanging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createFeedbackStore();
    render(<FeedbackHost store={store} />);
    let result: Promise<unknown> | undefined;
    act(() => void (result = store.openDialog('nope')));
    await expect(result).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stacks dialogs and returns focus through each opener', async () => {
    const store = createFeedbackStore();
    render(
      <>
        <button type="button" onClick={() => void store.openDialog('unsaved-changes')}>
          Leave
        </button>
        <FeedbackHost store={store} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    act(() => void store.openDialog('confirmation'));
    await screen.findByRole('dialog', { name: 'Confirmation' });
    // The trap moves focus in the effect after the commit that makes the dialog findable.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stay on the page' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
  });
});
