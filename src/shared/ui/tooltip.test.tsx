import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { focusFromScript } from './focus-origin';
import { PortalRootContext } from './portal-root';
import { childRefOf, Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on focus as role=tooltip described by the trigger, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="A parent or guardian can register">
        <button type="button">Who?</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Who?' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('A parent or guardian can register');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('A parent or guardian can register');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open for the focus the page gives (a dialog opening, focus given back), but does for a press', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="More">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });
    act(() => focusFromScript(trigger));
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('More');
  });

  it('shows on hover, stays while the pointer crosses onto it, and hides when the pointer leaves', async () => {
    render(
      <Tooltip content="More">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });
    await act(async () => {
      fireEvent.mouseEnter(trigger);
      fireEvent.pointerEnter(trigger);
      fireEvent.mouseMove(trigger);
    });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('More');
    // WCAG 1.4.13: the pointer leaves the trigger for the tooltip within the grace time.
    await act(async () => {
      fireEvent.pointerLeave(trigger);
      await new Promise((ok) => setTimeout(ok, 30));
      fireEvent.pointerEnter(tooltip);
      await new Promise((ok) => setTimeout(ok, 150));
    });
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    await act(async () => {
      fireEvent.pointerLeave(tooltip);
      await new Promise((ok) => setTimeout(ok, 150));
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not open for a mouse resting where the trigger appears, until it leaves and comes back', async () => {
    // A mouse click on the survey's Next loads the next question; its Next, with this tooltip,
    // appears under the resting mouse (the trigger's box is given: jsdom lays nothing out). The
    // mouse's first twitch on it opens nothing.
    const mouse = (x: number) => ({ pointerType: 'mouse', clientX: x, clientY: x });
    fireEvent.pointerDown(document.body, mouse(0));
    render(
      <Tooltip content="Oops! Please finish answering this question to proceed.">
        <button type="button">Next</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Next' });
    trigger.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 40, height: 20 });
    await act(async () => {
      fireEvent.pointerEnter(trigger, mouse(1));
      fireEvent.pointerMove(trigger, mouse(1));
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Away and back: now it opens.
    await act(async () => {
      fireEvent.pointerLeave(trigger, mouse(50));
      fireEvent.pointerMove(document.body, mouse(50));
      fireEvent.pointerEnter(trigger, mouse(0));
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Oops!');
  });

  it('keeps the child ref and handlers, and portals into the portal root', async () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    const ref = createRef<HTMLButtonElement>();
    let focused = 0;
    render(
      <PortalRootContext.Provider value={root}>
        <Tooltip content="Inside the root">
          <button type="button" ref={ref} onFocus={() => (focused += 1)}>
            Help
          </button>
        </Tooltip>
      </PortalRootContext.Provider>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Help' }));
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(root).toContainElement(tooltip);
    expect(focused).toBe(1);
    root.remove();
  });

  it("finds the child's ref where each supported React puts it (the peer range is ^18.3 || ^19)", () => {
    const ref = createRef<HTMLButtonElement>();
    // React 19: the ref is a prop.
    expect(childRefOf(<button type="button" ref={ref} />, '19.1.0')).toBe(ref);
    // React 18: the ref sits on the element beside its props.
    const react18Element = { ...(<button type="button" />), ref, props: { type: 'button' } };
    expect(childRefOf(react18Element, '18.3.1')).toBe(ref);
    expect(childRefOf(<button type="button" />, '18.3.1')).toBeUndefined();
    expect(childRefOf('text', '19.1.0')).toBeUndefined();
  });
});
