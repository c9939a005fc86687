import { fireEvent, render, screen } from '@testing-library/react';
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
  expect(screen.getByRole('button', { name: CONSENT_TEXT.continue })).toBeDisabled();

  fireEvent.change(name, { target: { value: 'Vic Tim' } });
  expect(screen.queryByText(SINGLE_LINE_MESSAGE)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.continue }));
  expect(onSign).toHaveBeenCalledWith('Vic Tim');
});
