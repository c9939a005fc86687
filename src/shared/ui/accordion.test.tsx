import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, toggleOpen } from './accordion';

const ITEMS = [
  { id: 'what', title: 'What is the registry?', content: <p>Answer one</p> },
  { id: 'why', title: 'Why join?', content: <p>Answer two</p> },
  { id: 'data', title: 'My data', content: <p>Answer three</p> },
];

describe('toggleOpen', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['a'], 'b', true, ['b']],
    [['a'], 'a', true, []],
    [['a'], 'b', false, ['a', 'b']],
    [['a', 'b'], 'a', false, ['b']],
  ])('open %j, toggle %s, single %s → %j', (open, id, single, expected) => {
    expect([...toggleOpen(new Set(open), id, single)]).toEqual(expected);
  });
});

describe('Accordion', () => {
  it('puts each trigger button in a heading of the given level, collapsed at first', () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'Why join?' });
    expect(headings[1]).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('wires the button to its region with aria-controls and aria-labelledby', async () => {
    render(<Accordion items={ITEMS} />);
    const button = screen.getByRole('button', { name: 'Why join?' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Why join?' });
    expect(region).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(region).toHaveTextContent('Answer two');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('keeps one panel open at a time when single', async () => {
    render(<Accordion items={ITEMS} single />);
    await userEvent.click(screen.getByRole('button', { name: 'What is the registry?' }));
    await userEvent.click(screen.getByRole('button', { name: 'My data' }));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'My data' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'What is the registry?' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'My data' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets several panels open when not single, and works from the keyboard', async () => {
    render(<Accordion items={ITEMS} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('opens the default panels', () => {
    render(<Accordion items={ITEMS} defaultOpen={['data']} />);
    expect(screen.getByRole('region', { name: 'My data' })).toBeVisible();
  });
});
