import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { EmailField } from '@/shared/account-fields/email-field';
import { PasswordField } from '@/shared/account-fields/password-field';
import { phoneToSend } from '@/shared/account-fields/phone';
import { ContactFields } from '@/shared/account-fields/contact-fields';
import { usePhoneLib } from '@/shared/account-fields/phone-field';
import { useEmailSpelling } from '@/shared/account-fields/use-email-spelling';
import { validateEmail } from '@/shared/account-fields/validators';
import { useApiClient } from '@/shared/api/api-context';
import { updateProfile } from '@/shared/api/calls/update-profile';
import type { ParticipantProfile, ProfileUpdate, TimeZone } from '@contract';
import { useSession } from '@/shared/session/session-context';
import { Select } from '@/shared/ui/select';
import { PROFILE_TEXT } from '../content/profile-texts';
import { validatePersonName } from '../model/profile-rules';
import { EmailStatus, type EmailCheckState } from './email-status';
import { ProfileTypeNote } from './profile-type-note';
import { SectionForm } from './section-form';
import { useSectionRecordForm } from './use-section-record-form';

interface PersonalForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  timezone: string;
  current_password: string;
}
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'timezone', 'current_password'] as const;

const toForm = (p: ParticipantProfile): PersonalForm => ({
  first_name: p.first_name,
  last_name: p.last_name,
  email: p.email,
  phone: p.phone ?? '',
  timezone: p.timezone ?? '',
  current_password: '',
});

const ok = (message: string | undefined) => message ?? true;
const OWN_NAMES = ['given-name', 'family-name'] as const;
// Spec 000 §5: copy and paste are disabled on the e-mail field, so the address is typed with care.
const blockClipboard = (event: { preventDefault(): void }) => event.preventDefault();

export interface PersonalInfoFormProps {
  profile: ParticipantProfile;
  timeZones: readonly TimeZone[];
  onDirty: (dirty: boolean) => void;
}

/** Personal information: names, e-mail (smart check; the current password to change it), phone, time zone. */
export function PersonalInfoForm({ profile, timeZones, onDirty }: PersonalInfoFormProps) {
  const T = PROFILE_TEXT.personal; // read when rendering: the texts of the language shown
  useSignals();
  const client = useApiClient();
  const session = useSession();
  const lib = usePhoneLib();
  const spelling = useEmailSpelling();
  const native = profile.auth_methods.includes('native');
  const [savedEmail, setSavedEmail] = useState(false);
  const { form, busy, submit, message, status } = useSectionRecordForm({
    record: profile,
    toForm,
    fields: FIELDS,
    toUpdate: (changes, { current_password }) => {
      const update: ProfileUpdate = {};
      if (changes.first_name !== undefined) update.first_name = changes.first_name.trim();
      if (changes.last_name !== undefined) update.last_name = changes.last_name.trim();
      if (changes.timezone !== undefined) update.timezone = changes.timezone || null;
      if (changes.phone !== undefined) update.phone = phoneToSend(changes.phone, lib);
      // The current password is no change of its own: it goes with a changed e-mail only.
      if (changes.email !== undefined) {
        update.email = changes.email.trim().toLowerCase();
        if (native) update.current_password = current_password;
      }
      return update;
    },
    save: (update) => updateProfile(client, profile.id, update),
    onSaved: (saved, update) => {
      session.setProfile(saved);
      setSavedEmail(update.email !== undefined);
    },
    onDirty,
    draft: { participantId: profile.id, section: 'personal-info' },
  });
  const { errors, isValidating, dirtyFields } = form.formState;
  const email = form.watch('email');
  const emailChanged = email.trim().toLowerCase() !== profile.email;

  let emailState: EmailCheckState = 'idle';
  if (errors.email) emailState = 'error';
  else if (isValidating && dirtyFields.email) emailState = 'checking';
  else if (spelling.warning(email)) emailState = 'warn';
  else if (savedEmail || (emailChanged && dirtyFields.email && !isValidating)) emailState = 'ok';

  return (
    <SectionForm label={PROFILE_TEXT.sections.personal} onSubmit={submit} message={message} status={status} busy={busy}>
      <ContactFields
        form={form}
        rowClassName="registry-profile__row"
        first={{ name: 'first_name', label: T.firstName, validate: (x) => validatePersonName(x, 'first') }}
        last={{ name: 'last_name', label: T.lastName, validate: (x) => validatePersonName(x, 'last') }}
        autoComplete={OWN_NAMES}
        phone={{ name: 'phone', label: T.phone }}
        lib={lib}
      >
        <div className="registry-profile__email">
          <EmailField
            label={T.email}
            readOnly={!native && profile.auth_methods.includes('oauth')}
            hint={!native ? T.emailExternal : undefined}
            error={errors.email?.message}
            warning={errors.email ? undefined : spelling.warning(email)}
            onCopy={blockClipboard}
            onPaste={blockClipboard}
            {...form.register('email', {
              validate: {
                syntax: (x) => ok(validateEmail(x)),
                spelling: (x) => (x.trim().toLowerCase() === profile.email ? true : spelling.validate(x)),
              },
              onChange: () => setSavedEmail(false),
            })}
          />
          <EmailStatus
            state={emailState}
            onClear={() => form.setValue('email', '', { shouldDirty: true, shouldValidate: false })}
          />
        </div>
        {native && emailChanged && (
          <PasswordField
            label={T.currentPassword}
            hint={T.currentPasswordHint}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
        )}
      </ContactFields>
      {timeZones.length > 0 && (
        <Select
          label={T.timezone}
          placeholder={T.timezonePlaceholder}
          options={timeZones.map((z) => ({ value: z.id, label: z.name }))}
          error={errors.timezone?.message}
          {...form.register('timezone')}
        />
      )}
      <ProfileTypeNote type={profile.profile_type} />
    </SectionForm>
  );
}
