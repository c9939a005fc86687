import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_TEXT } from './consent-texts';
import { PartnerConsentAction } from './partner-consent-action';

describe('PartnerConsentAction', () => {
  it('signs with the profile name', async () => {
    const onSign = vi.fn();
    render(<PartnerConsentAction name="Pat Partner" agreementText="" onSign={onSign} />);
    await userEvent.setup().click(screen.getByRole('button', { name: CONSENT_TEXT.goToQuestionnaire }));
    expect(onSign).toHaveBeenCalledWith('Pat Partner');
  });

  it('without a name the button stays reachable by Tab, says what is missing and does not sign', async () => {
    const onSign = vi.fn();
    render(<PartnerConsentAction name="" agreementText="" onSign={onSign} />);
    const button = screen.getByRole('button', { name: CONSENT_TEXT.goToQuestionnaire });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(CONSENT_TEXT.partnerNameMissing);
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onSign).not.toHaveBeenCalled();
  });
});
