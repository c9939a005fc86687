import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabbables } from './use-focus-trap';

describe('tabbables', () => {
  it('lists reachable controls in order and skips disabled, hidden and tabindex=-1 ones', () => {
    render(
      <div data-testid="box">
        <a href="/x">link</a>
        <a>no href</a>
        <button type="button">one</button>
        <button type="button" disabled>
          off
        </button>
        <input aria-label="field" />
        <input type="hidden" />
        <div hidden>
          <button type="button">hidden</button>
        </div>
        <span tabIndex={0}>span</span>
        <span tabIndex={-1}>minus</span>
        <select aria-label="pick" />
        <textarea aria-label="text" />
      </div>,
    );
    const names = tabbables(screen.getByTestId('box')).map((el) => el.textContent || el.getAttribute('aria-label'));
    expect(names).toEqual(['link', 'one', 'field', 'span', 'pick', 'text']);
  });
});

describe('useFocusTrap inside a shadow root (the embed)', () => {
  it('lets focus move inside the dialog and wraps Tab from the last control to the first', async () => {
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const { Dialog } = await import('./dialog');
    const { PortalRootContext } = await import('./portal-root');
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.appendChild(mount);
    const root = createRoot(mount);
    await act(async () => {
      root.render(
        <PortalRootContext.Provider value={mount}>
          <Dialog
            open
            onClose={() => undefined}
            title="In shadow"
            delayMs={0}
            footer={<button type="button">Second</button>}
          >
            <button type="button">First</button>
          </Dialog>
        </PortalRootContext.Provider>,
      );
    });
    const buttons = Array.from(shadow.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['×', 'First', 'Second']);
    expect(shadow.activeElement).toBe(buttons[0]);
    buttons[1].focus();
    expect(shadow.activeElement).toBe(buttons[1]);
    await act(async () => {
      buttons[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true }));
    });
    buttons[2].focus();
    const dialog = shadow.querySelector('[role="dialog"]')!;
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true }));
    });
    expect(shadow.activeElement).toBe(buttons[0]);
    await act(async () => root.unmount());
    host.remove();
  });
});

describe('Dialog focus restore inside a shadow root', () => {
  it('gives focus back to the opener inside the shadow root', async () => {
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const { useState } = await import('react');
    const { Dialog } = await import('./dialog');
    function Demo() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Opener
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Shadow" delayMs={0} />
        </>
      );
    }
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.appendChild(mount);
    const root = createRoot(mount);
    await act(async () => root.render(<Demo />));
    const opener = shadow.querySelector('button')!;
    opener.focus();
    await act(async () => opener.click());
    const close = shadow.querySelector<HTMLButtonElement>('[aria-label="Close"]')!;
    expect(shadow.activeElement).toBe(close);
    await act(async () => close.click());
    expect(shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
    await act(async () => root.unmount());
    host.remove();
  });
});
