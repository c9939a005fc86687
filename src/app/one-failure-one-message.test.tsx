import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '@contract/routes';
import type { ParticipantProfile } from '@contract';
import { ChildProfileScreen } from '@/features/auth/screens/child-profile-screen';
import { DualFactorScreen } from '@/features/auth/screens/dual-factor-screen';
import { ForgotPasswordScreen } from '@/features/auth/screens/forgot-password-screen';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { RegisterScreen } from '@/features/auth/screens/register-screen';
import { ResetPasswordScreen } from '@/features/auth/screens/reset-password-screen';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ChildInfoForm } from '@/features/profile/components/child-info-form';
import { HouseholdForm } from '@/features/profile/components/household-form';
import { NotificationSettingsForm } from '@/features/profile/components/notification-settings-form';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { WithdrawalDialog } from '@/features/profile/components/withdrawal-dialog';
import { ReConsentScreen } from '@/features/profile/screens/re-consent-screen';
import { SESSION_KEYS } from '@/shared/session/session-store';
import type { FakeHandlers, FakeReply } from '@/testing/fake-api';
import { participant, restrictedToken } from '@/testing/fixtures';
import { renderWithRegistry, type RegistryRenderResult } from '@/testing/render-with-registry';

// One failure, one message: whatever form a participant submits, a dropped call, a 500 and a 502
// each read as exactly one message, the error catalogue's (spec 000 §8), and never as a sentence
// of the form's that guesses a cause ("Re-consent is already complete for this account").

const CONNECTION = 'Connection or server error. Check your connection or try to connect later';
const FAILURES: Array<[string, FakeReply, string]> = [
  ['a dropped call', 'network-error', CONNECTION],
  ['a 500', { status: 500, body: 'boom' }, 'internal-server-error'],
  ['a 502', { status: 502, body: '<html>Bad gateway</html>' }, CONNECTION],
];

interface FormCase {
  /** The call the submit makes, answered with the failure. */
  call: EndpointName;
  render(api: FakeHandlers): RegistryRenderResult;
  /** Fills what the form needs and submits it. */
  submit(r: RegistryRenderResult): Promise<void>;
}

const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label, { selector: 'input' }), text);
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const at = (
  ui: ReactElement,
  path: string,
  api: FakeHandlers,
  more: { profile?: ParticipantProfile; token?: string } = {},
) =>
  renderWithRegistry(ui, {
    path,
    api,
    profile: more.profile,
    storage: more.token ? { [SESSION_KEYS.token]: more.token } : {},
  });

const handedOver = participant({ state: 'reconsent', child_first_name: 'Jamie', child_last_name: 'Parent' });
const noop = () => {};

const FORMS: Record<string, FormCase> = {
  'Sign In': {
    call: 'login',
    render: (api) => at(<LoginScreen />, '/auth/login', api),
    async submit() {
      await type('Email', 'ann@example.org');
      await type('Password', 'Secret-1');
      await click('Sign In');
    },
  },
  'Sign Up': {
    call: 'signup',
    render: (api) =>
      at(<RegisterScreen />, '/auth/register', { checkEmailSpelling: { body: { is_ok: true } }, ...api }),
    async submit() {
      await userEvent.click(screen.getByLabelText('Myself – I am over 18 years of age.'));
      await type('First name', 'Morgan');
      await type('Last name', 'De La Cruz');
      await type('Email', 'morgan@example.org');
      await type('Password', 'Strong-Pass-1');
      await type('Confirm password', 'Strong-Pass-1');
      await click('Create account');
    },
  },
  'Forgot password': {
    call: 'requestPasswordReset',
    render: (api) => at(<ForgotPasswordScreen />, '/auth/forgot-password', api),
    async submit() {
      await type('Email', 'ann@example.org');
      await click('Send reset link');
    },
  },
  'Reset password': {
    call: 'createNewPassword',
    render: (api) =>
      at(<ResetPasswordScreen />, '/auth/reset-password?token=tok-1', {
        checkResetToken: { body: { detail: 'Token is valid.' } },
        ...api,
      }),
    async submit() {
      await screen.findByLabelText('New password');
      await type('New password', 'New-Pass-456');
      await type('Confirm new password', 'New-Pass-456');
      await click('Set new password');
    },
  },
  'Dual-factor code': {
    call: 'verifyOtp',
    render: (api) =>
      renderWithRegistry(<DualFactorScreen />, {
        path: '/auth/dual-factor-authentication',
        storage: { [SESSION_KEYS.otpId]: 'otp-1' },
        api,
      }),
    async submit() {
      await type('Verification code', '123456');
      await click('Verify');
    },
  },
  'Child profile (hand-off)': {
    call: 'reassignAccount',
    render: (api) =>
      at(<ChildProfileScreen />, '/child-profile', api, {
        token: restrictedToken('child_profile', 'reconsent_pending'),
        profile: participant({
          state: 'reconsent_pending',
          profile_type: 'child',
          child_first_name: 'Casey',
          child_last_name: 'Parent',
        }),
      }),
    async submit() {
      await screen.findByLabelText("Child's first name");
      await type("Child's email", 'casey@example.org');
      await type("Confirm child's email", 'casey@example.org');
      await click('Send to my child');
    },
  },
  'Re-consent, step 1': {
    call: 'updateProfile',
    render: (api) =>
      at(<ReConsentScreen />, '/re-consent', api, {
        token: restrictedToken('reconsent', 'reconsent'),
        profile: handedOver,
      }),
    async submit() {
      await screen.findByLabelText('First name');
      await click('Save and continue');
    },
  },
  'Re-consent, step 2': {
    call: 'completeReconsent',
    render: (api) =>
      at(<ReConsentScreen />, '/re-consent', api, {
        token: restrictedToken('reconsent', 'reconsent'),
        profile: { ...handedOver, reconsentStep1Finished: true },
      }),
    async submit() {
      await click('I agree and continue');
    },
  },
  'Personal information': {
    call: 'updateProfile',
    render: (api) =>
      at(<PersonalInfoForm profile={participant()} timeZones={[]} onDirty={noop} />, '/user-profile', api, {
        profile: participant(),
      }),
    async submit() {
      await userEvent.clear(screen.getByLabelText('Last name'));
      await type('Last name', 'García López');
      await click('Save changes');
    },
  },
  'Household information': {
    call: 'updateHouseholdInfo',
    render: (api) =>
      at(
        <HouseholdForm
          participantId={7}
          info={{ address: '1 Main St', city: 'Boston', country_state: 'Massachusetts', zip_code: '02101' }}
          states={[{ name: 'Massachusetts', abbreviation: 'MA' }]}
          onSaved={noop}
          onDirty={noop}
        />,
        '/user-profile',
        api,
      ),
    async submit() {
      await userEvent.clear(screen.getByLabelText('City'));
      await type('City', 'Cambridge');
      await click('Save changes');
    },
  },
  'Child information': {
    call: 'updateChildInfo',
    render: (api) =>
      at(
        <ChildInfoForm
          participantId={7}
          info={{ child_first_name: 'Sam', child_last_name: 'Lee', child_email: null, child_phone: null }}
          onSaved={noop}
          onDirty={noop}
        />,
        '/user-profile',
        api,
      ),
    async submit() {
      await userEvent.clear(screen.getByLabelText("Child's last name"));
      await type("Child's last name", 'Van Dyke');
      await click('Save changes');
    },
  },
  'Notification settings': {
    call: 'updateNotificationSettings',
    render: (api) =>
      at(
        <NotificationSettingsForm
          participantId={7}
          settings={{
            reminders_new_ro_and_studies: { email_on: true, sms_on: false },
            reminders_ongoing_studies: { email_on: false, sms_on: false },
            newsletter: { email_on: true, sms_on: false },
            management_resources: { email_on: false, sms_on: false },
            sms_opted_out: false,
          }}
          smsDisabled={false}
          onSaved={noop}
          onDirty={noop}
        />,
        '/user-profile',
        api,
      ),
    async submit() {
      const newsletter = within(screen.getAllByRole('group')[0]!);
      await userEvent.click(newsletter.getAllByRole('checkbox')[0]!);
      await click('Save changes');
    },
  },
  'Change password': {
    call: 'changePassword',
    render: (api) => at(<ChangePasswordForm profile={participant()} onDirty={noop} />, '/user-profile', api),
    async submit() {
      await type('Current password', 'Old-Pass-1');
      await type('New password', 'New-Pass-456');
      await type('Confirm new password', 'New-Pass-456');
      await click('Change password');
    },
  },
  Withdrawal: {
    call: 'withdraw',
    render: (api) => at(<WithdrawalDialog participantId={7} open onClose={noop} />, '/user-profile', api),
    async submit() {
      const dialog = within(await screen.findByRole('dialog', { name: 'Why do you want to withdraw?' }));
      await userEvent.click(dialog.getByRole('checkbox', { name: 'I receive too many emails' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    },
  },
};

/** Every message the participant is shown: snackbars, the provider's dialogs, and the screen's own alerts. */
function messagesShown(r: RegistryRenderResult): string[] {
  const own = screen
    .queryAllByRole('alert')
    .filter((el) => !el.classList.contains('registry-snackbars__region') && el.textContent)
    .map((el) => el.textContent!);
  return [...r.feedback.snackbars.value.map((s) => s.message), ...r.feedback.dialogs.value.map((d) => d.kind), ...own];
}

describe.each(Object.entries(FORMS))('%s: one failure, one message', (_form, form) => {
  it.each(FAILURES)('%s', async (_failure, reply, expected) => {
    const r = form.render({ [form.call]: reply } as FakeHandlers);
    await form.submit(r);
    await waitFor(() => expect(r.api.called(form.call)).toHaveLength(1));
    await waitFor(() => expect(messagesShown(r)).toContain(expected));
    // Whatever else was going to show has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(messagesShown(r)).toEqual([expected]);
  });
});
