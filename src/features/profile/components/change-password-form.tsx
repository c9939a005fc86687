import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/shared/account-fields/password-field';
import { validateNewPassword } from '@/shared/account-fields/validators';
import { useApiClient } from '@/shared/api/api-context';
import { changePassword } from '@/shared/api/calls/change-password';
import type { ParticipantProfile } from '@contract';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { useUntilEdited } from '@/shared/forms/use-until-edited';
import { useSession } from '@/shared/session/session-context';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { PROFILE_TEXT } from '../content/profile-texts';
import { passwordChangeErrors, type PasswordChange } from '../model/profile-rules';
import { SectionForm } from './section-form';

const FIELDS = ['old_password', 'new_password', 'new_password_confirm'] as const;
const EMPTY: PasswordChange = { old_password: '', new_password: '', new_password_confirm: '' };
const ok = (message: string | undefined) => message ?? true;

export interface ChangePasswordFormProps {
  profile: ParticipantProfile;
  onDirty: (dirty: boolean) => void;
}

/**
 * Change password (spec 000 §3 Password form, §5): the old password only for accounts that sign
 * in with one; a new one that follows the rule and differs from the old; its confirmation. The
 * answer's fresh token replaces the session's (other sessions end); the form is then reset.
 */
export function ChangePasswordForm({ profile, onDirty }: ChangePasswordFormProps) {
  const T = PROFILE_TEXT.password; // read when rendering: the texts of the language shown
  const client = useApiClient();
  const session = useSession();
  const feedback = useFeedback();
  const native = profile.auth_methods.includes('native');
  // An invalid password form marks every field touched (spec 000 §4): all is checked on submit.
  const form = useForm<PasswordChange>({ mode: 'onTouched', defaultValues: EMPTY });
  const server = useServerErrors(form, FIELDS);
  const { busy, run } = useSubmit(server);
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const [status, setStatus] = useUntilEdited(form);

  const rule = (field: keyof PasswordChange) => (_: string, all: PasswordChange) =>
    ok(passwordChangeErrors(all, native)[field]);

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    await run(async () => {
      const { token } = await changePassword(client, {
        username: profile.email,
        ...(native ? { old_password: values.old_password } : {}),
        new_password: values.new_password,
        new_password_confirm: values.new_password_confirm,
      });
      session.setToken(token);
      form.reset(EMPTY);
      feedback.showSnackbar(PROFILE_TEXT.updated, 'success');
      setStatus(PROFILE_TEXT.updated);
    });
  });

  return (
    <SectionForm
      label={PROFILE_TEXT.sections.password}
      onSubmit={submit}
      message={server.formError}
      status={status}
      busy={busy}
      submitLabel={T.submit}
    >
      {/* The account's e-mail for password managers, which save the new password under it. */}
      <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      {native ? (
        <PasswordField
          label={T.old}
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...form.register('old_password', { validate: rule('old_password'), deps: ['new_password'] })}
        />
      ) : (
        <p className="registry-profile__note">{T.externalOnly}</p>
      )}
      <PasswordField
        label={T.new}
        autoComplete="new-password"
        error={errors.new_password?.message}
        {...form.register('new_password', {
          validate: { rule: (x) => ok(validateNewPassword(x)), differs: rule('new_password') },
          deps: ['new_password_confirm'],
        })}
      />
      <PasswordField
        label={T.confirm}
        autoComplete="new-password"
        error={errors.new_password_confirm?.message}
        {...form.register('new_password_confirm', { validate: rule('new_password_confirm') })}
      />
    </SectionForm>
  );
}
