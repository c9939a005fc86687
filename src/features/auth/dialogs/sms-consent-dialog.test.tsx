import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('is 555 px wide at most and not closable by Escape', async () => {
    stubWidth(true);
    const onClose = vi.fn();
    renderWithRegistry(<SmsConsentDialog participantId={7} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Get text message reminders' });
    expect(dialog.style.getPropertyValue('--registry-dialog-max-width')).toBe('555px');
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
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
