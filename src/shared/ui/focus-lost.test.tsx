import { afterEach, describe, expect, it } from 'vitest';
import { focusIsLost, focusWhenLost } from './focus-lost';

afterEach(() => {
  document.body.replaceChildren();
});

function heading() {
  const h1 = document.createElement('h1');
  h1.tabIndex = -1;
  h1.textContent = 'Question';
  document.body.append(h1);
  return h1;
}

describe('focus lost to the page', () => {
  it('takes the heading when focus is on the body, or on a control that has left the page', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(focusIsLost()).toBe(false);
    button.remove();
    expect(focusIsLost()).toBe(true);
    const h1 = heading();
    focusWhenLost(h1);
    expect(h1).toHaveFocus();
  });

  it('leaves focus that is on another control, also one inside a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const input = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(input);
    input.focus();
    expect(focusIsLost()).toBe(false);
    const h1 = heading();
    focusWhenLost(h1);
    expect(h1).not.toHaveFocus();
  });
});
