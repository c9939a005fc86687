import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { RegisterScreen } from './register-screen';

afterEach(() => {
  activeLocale.value = 'en';
});

const api = {
  checkEmailSpelling: { body: { is_ok: true } },
  signup: { status: 201, body: { id: 7, access_token: userToken() } },
  getMe: { body: participant() },
  getSmsConsent: { body: { required: false } },
};

async function register(language: 'en' | 'es') {
  const user = userEvent.setup();
  const r = renderWithRegistry(<RegisterScreen />, { path: '/auth/register', api });
  await user.click(screen.getByLabelText('Myself – I am over 18 years of age.'));
  await user.type(screen.getByLabelText('First name'), 'Morgan');
  await user.type(screen.getByLabelText('Last name'), 'Tester');
  await user.type(screen.getByLabelText('Email'), 'morgan@example.org');
  await user.type(screen.getByLabelText('Password'), 'Strong-Pass-1');
  await user.type(screen.getByLabelText('Confirm password'), 'Strong-Pass-1');
  // The same button, whatever language its text is in once the page switches.
  const create = screen.getByRole('button', { name: 'Create account' });
  act(() => {
    activeLocale.value = language;
  });
  await user.click(create);
  // Once in a CI run both tests here found no sign-up sent after 5 s (~0.5 s as a rule), not seen
  // again in shuffled or loaded runs: the wait allows a starved machine, and a miss says what the form showed.
  await waitFor(() => expect(r.api.called('signup')).toHaveLength(1), {
    timeout: 15_000,
    onTimeout: (error) => new Error(`No sign-up was sent. The form: ${describeForm()} (${error.message})`),
  });
  return r.api.called('signup')[0].body;
}

/** What a participant would see of the form: its fields' values and states, the button, any message. */
function describeForm(): string {
  const fields = [...document.querySelectorAll<HTMLInputElement>('input')].map(
    (input) =>
      `${input.name}=${input.type === 'radio' ? input.checked : JSON.stringify(input.value)}` +
      `${input.disabled ? ' (disabled)' : ''}${input.getAttribute('aria-invalid') === 'true' ? ' (invalid)' : ''}`,
  );
  const button = document.querySelector('button[type="submit"]');
  const messages = [...document.querySelectorAll('[role="alert"], [role="dialog"], .registry-field__error')].map(
    (element) => element.textContent?.trim(),
  );
  return JSON.stringify({ fields, button: button?.outerHTML, messages, locale: activeLocale.value });
}

describe("registration's language", () => {
  it("sends the page's language as the new participant's preferred language", async () => {
    expect(await register('es')).toMatchObject({ email: 'morgan@example.org', preferred_language: 'es' });
  });

  it('English on an English page', async () => {
    expect(await register('en')).toMatchObject({ preferred_language: 'en' });
  });
});
