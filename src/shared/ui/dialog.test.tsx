import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';
import { focusWhenLost } from './focus-lost';
import { PortalRootContext } from './portal-root';

function Harness(props: Partial<DialogProps> & { withFooter?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Edit profile"
        delayMs={0}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
        {...props}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog', { name: 'Edit profile' });
}

describe('Dialog', () => {
  afterEach(() => vi.useRealTimers());

  it('is a modal dialog labelled by its title, with focus moved in', async () => {
    render(<Harness />);
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Edit profile' }).id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    const done = screen.getByRole('button', { name: 'Done' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('pulls focus back in when something outside takes it', async () => {
    render(<Harness />);
    const dialog = await openDialog();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes from the close icon and restores focus too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('ignores Escape and has no close icon when not closable', async () => {
    const user = userEvent.setup();
    render(<Harness closable={false} />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('can be closable without the icon', async () => {
    render(<Harness showCloseIcon={false} />);
    await openDialog();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('focuses the element marked data-autofocus first', async () => {
    render(
      <Harness
        footer={
          <button type="button" data-autofocus="">
            Keep
          </button>
        }
      />,
    );
    await openDialog();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  });

  it('appears only after the 100 ms delay by default', () => {
    vi.useFakeTimers();
    render(<Dialog open onClose={() => undefined} title="Later" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Later' })).toBeInTheDocument();
  });

  it('never appears when closed before the delay ends', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Dialog open onClose={() => undefined} title="Flash" />);
    act(() => vi.advanceTimersByTime(50));
    rerender(<Dialog open={false} onClose={() => undefined} title="Flash" />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is portalled into the portal root', async () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    render(
      <PortalRootContext.Provider value={root}>
        <div data-testid="app">
          <Dialog open onClose={() => undefined} title="Portalled" delayMs={0} />
        </div>
      </PortalRootContext.Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Portalled' });
    expect(root).toContainElement(dialog);
    expect(screen.getByTestId('app')).not.toContainElement(dialog);
    root.remove();
  });

  it.each([
    [undefined, ''],
    [712, '712px'],
    ['40rem', '40rem'],
  ])('maxWidth %s sets the width variable to %j (600 px from the tokens by default)', async (maxWidth, expected) => {
    render(<Dialog open onClose={() => undefined} title="Wide" delayMs={0} maxWidth={maxWidth} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.style.getPropertyValue('--registry-dialog-max-width')).toBe(expected);
  });

  it('opened by itself (focus on the page), gives focus on close to the page heading', async () => {
    const user = userEvent.setup();
    function SelfOpening() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Screening</h1>
          <button type="button">Next</button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Let's start" delayMs={0} />
        </main>
      );
    }
    render(<SelfOpening />);
    await screen.findByRole('dialog', { name: "Let's start" });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Screening' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('whose opener left the page, gives focus on close to the page heading', async () => {
    const user = userEvent.setup();
    function OpenerGoes() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <h1>Dashboard</h1>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
          )}
          <Dialog open={open} onClose={() => setOpen(false)} title="Question" delayMs={0} />
        </>
      );
    }
    render(<OpenerGoes />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Question' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus());
  });

  it('gives focus to the heading of the page shown just after it closed', async () => {
    const user = userEvent.setup();
    function NextPage() {
      const [open, setOpen] = useState(true);
      const [page, setPage] = useState('Sign In');
      const close = () => {
        setOpen(false);
        setTimeout(() => setPage('Dashboard'), 100);
      };
      return (
        <>
          <h1 key={page}>{page}</h1>
          <Dialog open={open} onClose={close} title="Reminders" delayMs={0} />
        </>
      );
    }
    render(<NextPage />);
    await screen.findByRole('dialog', { name: 'Reminders' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus());
  });

  it('gives focus to the heading of a screen that loads just after it closed, not to the main region meanwhile', async () => {
    const user = userEvent.setup();
    function LoadingScreen() {
      const [open, setOpen] = useState(true);
      const [loaded, setLoaded] = useState(true);
      const close = () => {
        setOpen(false);
        // The next screen is a moment without its heading (a part loading on demand).
        setLoaded(false);
        setTimeout(() => setLoaded(true), 200);
      };
      return (
        <main>
          {loaded && <h1>Question 3</h1>}
          <Dialog open={open} onClose={close} title="Let's start" delayMs={0} />
        </main>
      );
    }
    render(<LoadingScreen />);
    await screen.findByRole('dialog', { name: "Let's start" });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 3' })).toHaveFocus());
  });

  it('once the participant presses a key after it closed, leaves lost focus to the screen', async () => {
    const user = userEvent.setup();
    function Screen() {
      const [open, setOpen] = useState(true);
      const [step, setStep] = useState(1);
      const [ready, setReady] = useState(true);
      const next = () => {
        setStep((n) => n + 1);
        // The next question's heading comes a moment later (loaded on demand) and takes the lost focus.
        setReady(false);
        setTimeout(() => setReady(true), 150);
      };
      return (
        <main>
          <h1>Screening</h1>
          {ready && (
            <h2 tabIndex={-1} ref={focusWhenLost}>
              Question {step}
            </h2>
          )}
          <button key={step} type="button" onClick={next}>
            Next
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Let's start" delayMs={0} />
        </main>
      );
    }
    render(<Screen />);
    await screen.findByRole('dialog', { name: "Let's start" });
    await user.keyboard('{Escape}');
    // Back to the opener: the heading that had the focus when the dialog opened.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Question 1' })).toHaveFocus());
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Question 2' })).toHaveFocus());
  });

  it('Escape in a stacked dialog closes only the innermost', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Dialog open onClose={outer} title="Outer" delayMs={0} />
        <Dialog open onClose={inner} title="Inner" delayMs={0} />
      </>,
    );
    const innerDialog = await screen.findByRole('dialog', { name: 'Inner' });
    fireEvent.keyDown(innerDialog, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
