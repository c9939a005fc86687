import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { checkPhone } from '@/shared/account-fields/phone';
import { ContactFields } from '@/shared/account-fields/contact-fields';
import { PasswordField } from '@/shared/account-fields/password-field';
import { usePhoneLib } from '@/shared/account-fields/phone-field';
import { validateNewPassword } from '@/shared/account-fields/validators';
import { changePassword } from '@/shared/api/calls/change-password';
import { useApiClient } from '@/shared/api/api-context';
import { updateProfile } from '@/shared/api/calls/update-profile';
import type { ParticipantProfile } from '@contract';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { useProfileChecks } from '@/shared/session/profile-checks-context';
import { useSession } from '@/shared/session/session-context';
import { completeReconsent } from '../api/complete-reconsent';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSection } from '../components/profile-section';
import { SectionForm } from '../components/section-form';
import { PROFILE_TEXT } from '../content/profile-texts';
import { passwordChangeErrors, validatePersonName } from '../model/profile-rules';

const ok = (message: string | undefined) => message ?? true;
const OWN_NAMES = ['given-name', 'family-name'] as const;

interface DetailsForm {
  first_name: string;
  last_name: string;
  phone: string;
  new_password: string;
  new_password_confirm: string;
}
const FIELDS = ['first_name', 'last_name', 'phone', 'new_password', 'new_password_confirm'] as const;

/** The child's own details: the names and phone the parent gave for the child, else the account's. */
const toForm = (p: ParticipantProfile): DetailsForm => ({
  first_name: p.child_first_name || p.first_name,
  last_name: p.child_last_name || p.last_name,
  phone: p.child_phone ?? p.phone ?? '',
  new_password: '',
  new_password_confirm: '',
});

/**
 * Step 1: the details become the account's own (profile update; a returned new token is stored by
 * the client). While the profile says the account still has the parent's password, the child
 * chooses their own here first (spec 000 §4 Re-consent: change password if a payload is given).
 */
function DetailsStep({ profile }: { profile: ParticipantProfile }) {
  const T = PROFILE_TEXT.reconsent; // read when rendering: the texts of the language shown
  const client = useApiClient();
  const session = useSession();
  const lib = usePhoneLib();
  const form = useForm<DetailsForm>({ mode: 'onTouched', defaultValues: toForm(profile) });
  const server = useServerErrors(form, FIELDS);
  const { busy, run } = useSubmit(server);
  const { errors } = form.formState;
  const asksPassword = !!profile.reconsentPasswordRequired;
  // Set once: a retry after a failed profile save does not change the password again.
  const passwordSet = useRef(false);
  const submit = form.handleSubmit((values) =>
    run(async () => {
      if (asksPassword && !passwordSet.current) {
        const { token } = await changePassword(client, {
          username: profile.email,
          new_password: values.new_password,
          new_password_confirm: values.new_password_confirm,
        });
        session.setToken(token);
        passwordSet.current = true;
      }
      const saved = await updateProfile(client, profile.id, {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: values.phone && lib ? (checkPhone(values.phone, lib).e164 ?? values.phone) : null,
        reconsentStep1Finished: true,
      });
      session.setProfile(saved);
    }),
  );
  return (
    <ProfileSection id="registry-reconsent-details" title={T.step1} intro={T.step1Text}>
      <SectionForm label={T.step1} onSubmit={submit} message={server.formError} busy={busy} submitLabel={T.step1Submit}>
        <ContactFields
          form={form}
          rowClassName="registry-profile__row"
          first={{
            name: 'first_name',
            label: PROFILE_TEXT.personal.firstName,
            validate: (x) => validatePersonName(x, 'first'),
          }}
          last={{
            name: 'last_name',
            label: PROFILE_TEXT.personal.lastName,
            validate: (x) => validatePersonName(x, 'last'),
          }}
          autoComplete={OWN_NAMES}
          phone={{ name: 'phone', label: PROFILE_TEXT.personal.phone }}
          lib={lib}
        />
        {asksPassword && (
          <fieldset className="registry-profile__fieldset">
            <legend>{T.passwordLegend}</legend>
            <p className="registry-profile__note">{T.passwordText}</p>
            {/* The account's e-mail for password managers, which save the new password under it. */}
            <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
            <PasswordField
              label={PROFILE_TEXT.password.new}
              autoComplete="new-password"
              error={errors.new_password?.message}
              {...form.register('new_password', {
                validate: (x) => ok(validateNewPassword(x)),
                deps: ['new_password_confirm'],
              })}
            />
            <PasswordField
              label={PROFILE_TEXT.password.confirm}
              autoComplete="new-password"
              error={errors.new_password_confirm?.message}
              {...form.register('new_password_confirm', {
                validate: (_x, all) =>
                  ok(passwordChangeErrors({ old_password: '', ...all }, false).new_password_confirm),
              })}
            />
          </fieldset>
        )}
      </SectionForm>
    </ProfileSection>
  );
}

/** Step 2: completing re-consent refreshes the profile, asks what sign-in asks (SMS consent), then the dashboard. */
function ConsentStep({ profile }: { profile: ParticipantProfile }) {
  const T = PROFILE_TEXT.reconsent;
  const client = useApiClient();
  const session = useSession();
  const runChecks = useProfileChecks();
  const [, navigate] = useLocation();
  const form = useForm();
  const server = useServerErrors(form, []);
  const { busy, run } = useSubmit(server);
  const submit = form.handleSubmit(() =>
    run(async () => {
      const refreshed = await completeReconsent(client, profile.id);
      session.setProfile(refreshed);
      const outcome = await runChecks(refreshed);
      if (outcome === 'sign-out') navigate(paths.logout.href(), { replace: true });
      else if (outcome === 'done') navigate(paths.dashboard.href(), { replace: true });
    }),
  );
  return (
    <ProfileSection id="registry-reconsent-consent" title={T.step2}>
      <SectionForm label={T.step2} onSubmit={submit} message={server.formError} busy={busy} submitLabel={T.complete}>
        {T.step2Text.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </SectionForm>
    </ProfileSection>
  );
}

/** `/re-consent` (spec 000 §4 Re-consent): the grown child confirms their details, then consents for themselves. */
export function ReConsentScreen() {
  const T = PROFILE_TEXT.reconsent;
  useSignals();
  const profile = useSession().profile.value;
  return (
    <ProfileLayout title={T.title} intro={T.intro} loading={!profile}>
      {!profile && <ProfileSection id="registry-reconsent-loading" title={T.step1} status="loading" children={null} />}
      {profile && !profile.reconsentStep1Finished && <DetailsStep profile={profile} />}
      {profile?.reconsentStep1Finished && <ConsentStep profile={profile} />}
    </ProfileLayout>
  );
}
