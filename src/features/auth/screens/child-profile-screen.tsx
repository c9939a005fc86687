import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { useSession } from '@/shared/session/session-context';
import { ButtonLink } from '@/shared/ui/button';
import { ConfirmationDialog } from '@/shared/ui/confirmation-dialog';
import { TextField } from '@/shared/ui/text-field';
import { reassignAccount } from '../api/reassign-account';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { ContactFields } from '@/shared/account-fields/contact-fields';
import { usePhoneLib } from '@/shared/account-fields/phone-field';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { DEFAULT_COUNTRY_CODE, phoneToSend } from '@/shared/account-fields/phone';
import * as v from '@/shared/account-fields/validators';
import { CHILD_PROFILE_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

interface HandOffForm {
  child_first_name: string;
  child_last_name: string;
  child_email: string;
  child_email_confirm: string;
  child_phone: string;
}

const FIELDS = ['child_first_name', 'child_last_name', 'child_email', 'child_email_confirm', 'child_phone'] as const;
const ok = (message: string | undefined) => message ?? true;
const blockClipboard = (event: { preventDefault(): void }) => event.preventDefault();
/** Spec 000 §5 child form: the child's address is typed twice, copy and paste blocked, never autofilled with the parent's. */
const CHILD_EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'off',
  spellCheck: false,
  onCopy: blockClipboard,
  onPaste: blockClipboard,
} as const;

/**
 * `/child-profile` for a parent whose child has come of age (state reconsent_pending), spec 000 §4
 * Re-consent, last point: the parent gives the child's e-mail and confirms (the step cannot be
 * undone: the dialog names the address and what changes), the account passes to the child (who
 * gets an e-mail of its own with a link to choose a password), the parent is signed out and sees
 * /passed-to-child.
 */
function ChildProfileScreenContent() {
  useSignals();
  const client = useApiClient();
  const session = useSession();
  const [, navigate] = useLocation();
  const lib = usePhoneLib();
  const profile = session.profile.value;
  const userId = session.userId.value;
  const form = useForm<HandOffForm>({
    mode: 'onTouched',
    values: {
      child_first_name: profile?.child_first_name ?? '',
      child_last_name: profile?.child_last_name ?? '',
      child_email: '',
      child_email_confirm: '',
      child_phone: profile?.child_phone || DEFAULT_COUNTRY_CODE,
    },
    // The profile can arrive (or be refreshed) after the first submit: what the parent typed and
    // the messages already shown stay.
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  const server = useServerErrors(form, FIELDS);
  const { busy, run } = useSubmit(server);
  const { errors } = form.formState;
  // The checked values wait here while the parent reads the confirmation.
  const [confirming, setConfirming] = useState<HandOffForm | null>(null);

  const handOver = async (values: HandOffForm) => {
    if (userId === null) return;
    await run(async () => {
      const childEmail = v.normaliseEmail(values.child_email);
      await reassignAccount(client, userId, {
        child_email: childEmail,
        child_first_name: values.child_first_name.trim(),
        child_last_name: values.child_last_name.trim(),
        child_phone: phoneToSend(values.child_phone, lib),
      });
      session.set('childEmail', childEmail);
      session.removeToken();
      session.setProfile(null);
      navigate(paths.passedToChild.href(), { replace: true });
    });
  };
  const submit = form.handleSubmit((values) => setConfirming(values));

  return (
    <AuthLayout
      title={TEXTS.title}
      wide
      intro={
        <p>
          <strong>{TEXTS.introLead}</strong> {TEXTS.introBody(profile?.child_first_name)}
        </p>
      }
    >
      <AuthForm
        label={TEXTS.formLabel}
        onSubmit={submit}
        error={server.formError}
        busy={busy}
        submitLabel={TEXTS.submit}
        actions={
          <ButtonLink href={paths.logout.href()} variant="secondary">
            {TEXTS.signOut}
          </ButtonLink>
        }
      >
        <ContactFields
          form={form}
          rowClassName="registry-auth__row"
          first={{ name: 'child_first_name', label: TEXTS.firstName, validate: v.validateFirstName }}
          last={{ name: 'child_last_name', label: TEXTS.lastName, validate: v.validateLastName }}
          phone={{ name: 'child_phone', label: TEXTS.phone }}
          lib={lib}
        >
          <TextField
            label={TEXTS.email}
            {...CHILD_EMAIL_INPUT}
            error={errors.child_email?.message}
            {...form.register('child_email', {
              validate: (x) => ok(v.validateRegistrationEmail(x) ?? v.validateNotOwnEmail(x, profile?.email)),
            })}
          />
          <TextField
            label={TEXTS.emailConfirm}
            {...CHILD_EMAIL_INPUT}
            error={errors.child_email_confirm?.message}
            {...form.register('child_email_confirm', {
              validate: (x, all) => ok(v.validateEmailConfirmation(x, all.child_email)),
            })}
          />
        </ContactFields>
      </AuthForm>
      <ConfirmationDialog
        open={confirming !== null}
        title={TEXTS.confirmTitle}
        question={
          <>
            {TEXTS.confirmBody(v.normaliseEmail(confirming?.child_email ?? '')).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        }
        confirmLabel={TEXTS.confirm}
        cancelLabel={TEXTS.cancel}
        onClose={(yes) => {
          const values = confirming;
          setConfirming(null);
          if (yes && values) void handOver(values);
        }}
      />
    </AuthLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const ChildProfileScreen = onLibraryRouter(ChildProfileScreenContent, 'ChildProfileScreen');
