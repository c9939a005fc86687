import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DateWidget } from './date-widget';

// The calendar dialog as Safari's engine meets it: Floating UI makes its focus guards buttons there
// (for VoiceOver), which a screen reader announces as buttons without a name; the calendar keeps
// Tab inside by itself instead.

const vendor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'vendor');

function asSafari() {
  Object.defineProperty(Navigator.prototype, 'vendor', { get: () => 'Apple Computer, Inc.', configurable: true });
}

afterEach(() => {
  if (vendor) Object.defineProperty(Navigator.prototype, 'vendor', vendor);
});

async function openCalendar() {
  render(<DateWidget id="d" label="Date of the visit" value="2024-03-15" onChange={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Choose date: Date of the visit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
  await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Friday, March 15, 2024' })).toHaveFocus());
  return dialog;
}

describe('CalendarPopover in every engine', () => {
  it('in Safari, every button on the page has a name (no focus guard reads as a bare button)', async () => {
    asSafari();
    await openCalendar();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
  });

  it('Tab from the last control comes back to the first, Shift+Tab from the first to the last', async () => {
    asSafari();
    const dialog = await openCalendar();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    const first = document.activeElement as HTMLElement;
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    first.focus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
