import { useSignals } from '@preact/signals-react/runtime';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { checkPhone } from '../../../shared/account-fields/phone';
import { FormPhoneField } from '../../../shared/account-fields/form-phone-field';
import { usePhoneLib } from '../../../shared/account-fields/phone-field';
import { useApiClient } from '../../../shared/api/api-context';
import { updateProfile } from '../../../shared/api/calls/update-profile';
import type { ParticipantProfile } from '../../../shared/api/contract';
import { useServerErrors } from '../../../shared/forms/use-server-errors';
import { useSubmit } from '../../../shared/forms/use-submit';
import { useProfileChecks } from '../../../shared/session/profile-checks-context';
import { useSession } from '../../../shared/session/session-context';
import { TextField } from '../../../shared/ui/text-field';
import { completeReconsent } from '../api/complete-reconsent';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSection } from '../components/profile-section';
import { SectionForm } from '../components/section-form';
import { PROFILE_TEXT } from '../content/profile-text';
import { validatePersonName } from '../model/profile-rules';

const T = PROFILE_TEXT.reconsent;
const ok = (message: string | undefined) => message ?? true;

interface DetailsForm {
  first_name: string;
  last_name: string;
  phone: string;
}
const FIELDS = ['first_name', 'last_name', 'phone'] as const;

/** The child's own details: the names and phone the parent gave for the child, else the account's. */
const toForm = (p: ParticipantProfile): DetailsForm => ({
  first_name: p.child_first_name || p.first_name,
  last_name: p.child_last_name || p.last_name,
  phone: p.child_phone ?? p.phone ?? '',
});

/** Step 1: the details become the account's own (profile update; a returned new token is stored by the client). */
function DetailsStep({ profile }: { profile: ParticipantProfile }) {
  const client = useApiClient();
  const session = useSession();
  const lib = usePhoneLib();
  const form = useForm<DetailsForm>({ mode: 'onTouched', defaultValues: toForm(profile) });
  const server = useServerErrors(form, FIELDS);
  const { busy, run } = useSubmit(server);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    run(async () => {
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
        <div className="registry-profile__row">
          <TextField
            label={PROFILE_TEXT.personal.firstName}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...form.register('first_name', { validate: (x) => ok(validatePersonName(x, 'first')) })}
          />
          <TextField
            label={PROFILE_TEXT.personal.lastName}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...form.register('last_name', { validate: (x) => ok(validatePersonName(x, 'last')) })}
          />
        </div>
        <FormPhoneField
          control={form.control}
          name="phone"
          lib={lib}
          label={PROFILE_TEXT.personal.phone}
          error={errors.phone?.message}
        />
      </SectionForm>
    </ProfileSection>
  );
}

/** Step 2: completing re-consent refreshes the profile, asks what sign-in asks (SMS consent), then the dashboard. */
function ConsentStep({ profile }: { profile: ParticipantProfile }) {
  const client = useApiClient();
  const session = useSession();
  const runChecks = useProfileChecks();
  const [, navigate] = useLocation();
  const form = useForm();
  const server = useServerErrors(form, []);
  const { busy, run } = useSubmit(server);
  const submit = form.handleSubmit(() =>
    run(
      async () => {
        const refreshed = await completeReconsent(client, profile.id);
        session.setProfile(refreshed);
        const outcome = await runChecks(refreshed);
        if (outcome === 'sign-out') navigate(paths.logout.href(), { replace: true });
        else if (outcome === 'done') navigate(paths.dashboard.href(), { replace: true });
      },
      { fallbackMessage: T.notInState },
    ),
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
  useSignals();
  const profile = useSession().profile.value;
  return (
    <ProfileLayout title={T.title} intro={T.intro}>
      {!profile && <ProfileSection id="registry-reconsent-loading" title={T.step1} status="loading" children={null} />}
      {profile && !profile.reconsentStep1Finished && <DetailsStep profile={profile} />}
      {profile?.reconsentStep1Finished && <ConsentStep profile={profile} />}
    </ProfileLayout>
  );
}
