import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '@/shared/lib/account-field-rules';
import { ConsentSignature } from './consent-signature';
import { CONSENT_TEXT } from './consent-texts';

it('a signature with a bidi control says so and cannot be signed; the plain name can', () => {
  const onSign = vi.fn();
  render(<ConsentSignature agreementText="I agree." onSign={onSign} />);
  const name = screen.getByRole('textbox', { name: new RegExp(CONSENT_TEXT.signatureLabel) });
  fireEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXT.agree }));
  fireEvent.change(name, { target: { value: 'Vic Tim\u202e' } });
  expect(screen.getByText(SINGLE_LINE_MESSAGE)).toBeInTheDocument();
  const next = screen.getByRole('button', { name: CONSENT_TEXT.continue });
  expect(next).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(next);
  expect(onSign).not.toHaveBeenCalled();

  fireEvent.change(name, { target: { value: 'Vic Tim' } });
  expect(screen.queryByText(SINGLE_LINE_MESSAGE)).not.toBeInTheDocument();
  fireEvent.click(next);
  expect(onSign).toHaveBeenCalledWith('Vic Tim');
});

it('Continue stays in the Tab order, refuses to sign and says what is missing until the name and the box are given', async () => {
  const user = userEvent.setup();
  const onSign = vi.fn();
  render(<ConsentSignature agreementText="I agree." onSign={onSign} />);
  const next = screen.getByRole('button', { name: CONSENT_TEXT.continue });
  expect(next).toBeEnabled();
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).toHaveAccessibleDescription(
    "To continue, type your full name as your signature and tick 'I agree to take part'.",
  );
  // Tab reaches it past the empty field and the box; Enter and a click do nothing.
  await user.tab();
  await user.tab();
  await user.tab();
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.click(next);
  expect(onSign).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: /Signature/ }), 'Avery Adult');
  expect(next).toHaveAccessibleDescription("To continue, tick 'I agree to take part'.");
  await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT.agree }));
  await user.clear(screen.getByRole('textbox', { name: /Signature/ }));
  expect(next).toHaveAccessibleDescription('To continue, type your full name as your signature.');
  await user.type(screen.getByRole('textbox', { name: /Signature/ }), 'Avery Adult');
  expect(next).not.toHaveAttribute('aria-disabled');
  expect(next).not.toHaveAccessibleDescription();
  expect(screen.queryByText(/^To continue/)).not.toBeInTheDocument();
  await user.click(next);
  expect(onSign).toHaveBeenCalledWith('Avery Adult');
});
