import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateShortWidget, DateWidget } from './date-widget';
import { DateRangeWidget, type DateRangeValue } from './date-range-widget';

function Harness({
  short,
  initial = '',
  onEmit,
}: {
  short?: boolean;
  initial?: string;
  onEmit?: (e: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  const Widget = short ? DateShortWidget : DateWidget;
  return (
    <Widget
      id="d"
      label={short ? 'Month and year' : 'Date of the visit'}
      value={value}
      onChange={(e) => {
        setValue(e.value);
        onEmit?.(e);
      }}
    />
  );
}

describe('DateWidget: typed or picked (spec 001 §5)', () => {
  it('has the placeholder MM/DD/YYYY and stores a typed date as YYYY-MM-DD', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    const input = screen.getByRole('textbox', { name: 'Date of the visit' });
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(input).toHaveAccessibleDescription('For example, 03/27/2024');
    await userEvent.type(input, '03/27/2024');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '2024-03-27', source: 'user' }));
    expect(input).toHaveValue('03/27/2024');
  });

  it('passes text that is no date yet on as typed, so that the engine can judge it', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    await userEvent.type(screen.getByRole('textbox'), '02/30/2024');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '02/30/2024' }));
  });

  it('shows a stored date the US way and completes 3/7/2024 once left', async () => {
    render(<Harness initial="2024-03-07" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('03/07/2024');
    await userEvent.clear(input);
    await userEvent.type(input, '3/8/2024');
    await userEvent.tab();
    expect(input).toHaveValue('03/08/2024');
  });

  it('picks a day in the calendar dialog by keyboard, and gives focus back to its button', async () => {
    const onEmit = vi.fn();
    render(<Harness initial="2024-03-15" onEmit={onEmit} />);
    const button = screen.getByRole('button', { name: 'Choose date: Date of the visit' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Friday, March 15, 2024' })).toHaveFocus());
    expect(screen.getByRole('gridcell', { name: 'Friday, March 15, 2024' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Saturday, March 23, 2024' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '2024-03-23' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue('03/23/2024');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('scrolls the focused day into view on opening and on every move (a calendar taller than the viewport)', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      render(<Harness initial="2024-03-15" />);
      await userEvent.click(screen.getByRole('button', { name: /Choose date/ }));
      const day = await screen.findByRole('gridcell', { name: 'Friday, March 15, 2024' });
      await waitFor(() => expect(scrolled.at(-1)).toBe(day));
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
      await userEvent.keyboard('{ArrowDown}');
      const next = screen.getByRole('gridcell', { name: 'Friday, March 22, 2024' });
      expect(next).toHaveFocus();
      expect(scrolled.at(-1)).toBe(next);
      await userEvent.keyboard('{PageDown}');
      expect(scrolled.at(-1)).toBe(screen.getByRole('gridcell', { name: 'Monday, April 22, 2024' }));
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('Escape closes the calendar without a change; Page Down shows the next month', async () => {
    const onEmit = vi.fn();
    render(<Harness initial="2024-03-15" onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Friday, March 15, 2024' })).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'April 2024' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onEmit).not.toHaveBeenCalled();
  });
});

describe('DateShortWidget: month-year picking', () => {
  it('types MM/YYYY and stores YYYY-MM', async () => {
    const onEmit = vi.fn();
    render(<Harness short onEmit={onEmit} />);
    const input = screen.getByRole('textbox', { name: 'Month and year' });
    expect(input).toHaveAttribute('placeholder', 'MM/YYYY');
    await userEvent.type(input, '05/2023');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '2023-05' }));
  });

  it('picks a month in a grid of months', async () => {
    const onEmit = vi.fn();
    render(<Harness short initial="2023-05" onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose month: Month and year' }));
    await screen.findByRole('dialog', { name: 'Choose month' });
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'May 2023' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '2023-08' }));
  });
});

describe('DateRangeWidget', () => {
  it('is a fieldset of a start and an end date, emitting both', async () => {
    const onEmit = vi.fn();
    function Range() {
      const [value, setValue] = useState<DateRangeValue>({ start: '', end: '' });
      return (
        <DateRangeWidget
          id="r"
          label="Dates of the stay"
          value={value}
          onChange={(e) => {
            setValue(e.value);
            onEmit(e);
          }}
        />
      );
    }
    render(<Range />);
    expect(screen.getByRole('group', { name: 'Dates of the stay' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01/02/2024');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '01/05/2024');
    expect(onEmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: { start: '2024-01-02', end: '2024-01-05' } }),
    );
  });

  it('is judged once the range is left, not between its start and its end', async () => {
    function Range() {
      const [value, setValue] = useState<DateRangeValue>({ start: '', end: '' });
      const error = value.start && !value.end ? 'Invalid range.' : undefined;
      return <DateRangeWidget id="r" label="Stay" value={value} error={error} onChange={(e) => setValue(e.value)} />;
    }
    render(
      <>
        <Range />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01/02/2024');
    await userEvent.click(screen.getByRole('textbox', { name: 'End date' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid range.');
  });

  it('flags an end before its start as soon as the end date is left with Tab', async () => {
    function Range() {
      const [value, setValue] = useState<DateRangeValue>({ start: '', end: '' });
      const error = value.start && value.end && value.end < value.start ? 'Invalid range.' : undefined;
      return <DateRangeWidget id="r" label="Stay" value={value} error={error} onChange={(e) => setValue(e.value)} />;
    }
    render(<Range />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '03/10/2024');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '03/01/2024');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid range.');
  });

  it("shows the engine's range message on the group once asked", () => {
    render(
      <DateRangeWidget
        id="r"
        label="Dates of the stay"
        value={{ start: '2024-01-05', end: '2024-01-02' }}
        error="Invalid range."
        showError
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid range.');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveAttribute('aria-invalid', 'true');
  });
});
