import { describe, expect, it } from 'vitest';
import { WIDGETS } from '@contract/study-questions';
import { WIDGET_MAP } from './widget-map';

describe('widget map (STYLE §7)', () => {
  it('has a component for each of the 20 widgets of the contract', () => {
    expect(WIDGETS).toHaveLength(20);
    // A function component, or a lazy one (an object React loads on first render).
    for (const widget of WIDGETS) expect(['function', 'object'], widget).toContain(typeof WIDGET_MAP[widget]);
    expect(Object.keys(WIDGET_MAP).sort()).toEqual([...WIDGETS].sort());
  });

  it('one component serves the items and the free text of a choice list', () => {
    expect(WIDGET_MAP.autocomplete_item).toBe(WIDGET_MAP.autocomplete_text);
    expect(WIDGET_MAP.multiselect_item).toBe(WIDGET_MAP.multiselect_text);
  });
});
