import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { SmsConsentDialog } from './sms-consent-dialog';

function stubWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('SmsConsentDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is 555 px wide at most, with no close icon', async () => {
    stubWidth(true);
    renderWithRegistry(<SmsConsentDialog participantId={7} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Get text message reminders' });
    expect(dialog.style.getPropertyValue('--registry-dialog-max-width')).toBe('555px');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('Escape skips the question, as Skip does, and focus goes to the page heading', async () => {
    stubWidth(true);
    function Page() {
      const [open, setOpen] = useState(true);
      const [result, setResult] = useState<string | null>(null);
      return (
        <main>
          <h1>Dashboard</h1>
          {result && <p>{result}</p>}
          {open && (
            <SmsConsentDialog
              participantId={7}
              onClose={(r) => {
                setResult(r);
                setOpen(false);
              }}
            />
          )}
        </main>
      );
    }
    const r = renderWithRegistry(<Page />, { api: { updateSmsConsent: { body: { required: false } } } });
    await screen.findByRole('dialog', { name: 'Get text message reminders' });
    await userEvent.setup().keyboard('{Escape}');
    expect(await screen.findByText('skipped')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.api.called('updateSmsConsent')).toHaveLength(1);
    expect(r.api.called('updateSmsConsent')[0].body).toEqual({ status: 'skipped' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveFocus());
  });

  it('on desktop folds the footer text behind Show more / Show less', async () => {
    stubWidth(true);
    const user = userEvent.setup();
    renderWithRegistry(<SmsConsentDialog participantId={7} onClose={() => {}} />);
    await screen.findByRole('dialog');
    expect(screen.queryByText(/may not share your number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(/may not share your number/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a phone shows the whole footer text without the toggle', async () => {
    stubWidth(false);
    renderWithRegistry(<SmsConsentDialog participantId={7} onClose={() => {}} />);
    await screen.findByRole('dialog');
    expect(screen.getByText(/may not share your number/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('Skip records the choice and closes with "skipped"; the stored phone is offered', async () => {
    stubWidth(true);
    const onClose = vi.fn();
    const r = renderWithRegistry(<SmsConsentDialog participantId={7} initialPhone="+12025550123" onClose={onClose} />, {
      api: { updateSmsConsent: { body: { required: false } } },
    });
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Mobile phone number')).toHaveValue('+12025550123');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('skipped'));
    expect(r.api.called('updateSmsConsent')[0].body).toEqual({ status: 'skipped' });
  });
});
