import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../config/settings';
import { SettingsContext, useTabTitle } from './settings-context';

function Page({ title }: { title?: string }) {
  const ref = useTabTitle(title);
  return (
    <div ref={ref}>
      <h1>{title}</h1>
    </div>
  );
}

const partner = { ...DEFAULT_SETTINGS, site: { registryName: 'Partner T1D Registry' } };

afterEach(() => {
  document.body.innerHTML = '';
  document.title = '';
});

describe('useTabTitle', () => {
  it('names the tab "<title> | <registry name>" from the site settings and puts the previous title back', () => {
    document.title = 'Before';
    const view = render(
      <SettingsContext.Provider value={partner}>
        <Page title="Study is closed" />
      </SettingsContext.Provider>,
    );
    expect(document.title).toBe('Study is closed | Partner T1D Registry');
    view.rerender(
      <SettingsContext.Provider value={partner}>
        <Page title="Data Insights" />
      </SettingsContext.Provider>,
    );
    expect(document.title).toBe('Data Insights | Partner T1D Registry');
    view.unmount();
    expect(document.title).toBe('Before');
  });

  it("uses the example registry's name without settings", () => {
    render(<Page title="Review answers" />);
    expect(document.title).toBe('Review answers | T1D Research Registry');
  });

  it("leaves the tab alone without a title, and inside an embed's shadow root", () => {
    document.title = 'Host page';
    const untitled = render(<Page />);
    expect(document.title).toBe('Host page');
    untitled.unmount();
    // A host of its own: the gadgets' tags attach their own shadow root once an embed test in the
    // same worker has defined them.
    const host = document.body.appendChild(document.createElement('partner-gadget'));
    const inShadow = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const embedded = render(<Page title="Survey" />, { container: inShadow });
    expect(inShadow.querySelector('h1')).toHaveTextContent('Survey');
    expect(document.title).toBe('Host page');
    embedded.unmount();
    expect(document.title).toBe('Host page');
  });
});
