import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WidgetMessages } from './widget-messages';

/** The selectors of a stylesheet whose `::before` draws the ⚠ icon, without the pseudo-element. */
function iconSelectors(file: string): string[] {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8');
  const blocks = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)];
  return blocks
    .filter(([, , body]) => body.includes('⚠'))
    .flatMap(([, selectors]) => selectors.split(','))
    .map((s) => s.replace(/\/\*[\s\S]*?\*\//g, '').trim())
    .filter((s) => s.endsWith('::before'))
    .map((s) => s.replace(/::before$/, ''));
}

describe('WidgetMessages', () => {
  it('draws the ⚠ icon on each message only, never on an empty line above them', () => {
    const { container } = render(
      <WidgetMessages
        id="w"
        shown={{ errors: ['Invalid date.'], warnings: ['That seems high', 'Please check'], hint: 'MM/YYYY' }}
      />,
    );
    const messages = [...container.querySelectorAll('.registry-widget__message')];
    expect(messages.map((m) => m.textContent)).toEqual(['That seems high', 'Please check', 'Invalid date.']);
    const iconed = [...iconSelectors('../ui/field.css'), ...iconSelectors('./widgets.css')].flatMap((selector) => [
      ...container.querySelectorAll(selector),
    ]);
    // Whichever stylesheet comes last in a bundle, only the message lines carry an icon.
    expect(iconed.length).toBeGreaterThan(0);
    expect(iconed.every((el) => messages.includes(el))).toBe(true);
  });
});
