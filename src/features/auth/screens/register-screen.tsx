import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { MESSAGES } from '@/shared/api/client/failure-feedback';
import { currentLocale } from '@/shared/i18n/locale';
import { useSession } from '@/shared/session/session-context';
import { useSettings } from '@/shared/settings/settings-context';
import { useSite } from '@/shared/site/site-context';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { SNACKBAR_MS } from '@/shared/ui/feedback/feedback-store';
import { register as registerAccount } from '../api/register';
import { registerPartner } from '../api/register-partner';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '@/shared/account-fields/email-field';
import { PasswordField } from '@/shared/account-fields/password-field';
import { ContactFields, NameFields } from '@/shared/account-fields/contact-fields';
import { usePhoneLib } from '@/shared/account-fields/phone-field';
import { ProfileTypeRadio } from '../components/profile-type-radio';
import { RegistrationRejectedDialog } from '../dialogs/registration-rejected-dialog';
import { useEmailSpelling } from '@/shared/account-fields/use-email-spelling';
import { usePostLogin } from '../hooks/use-post-login';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { REGISTRATION_BLOCKED_DETAIL } from '../model/message-texts';
import { DEFAULT_COUNTRY_CODE, phoneToSend } from '@/shared/account-fields/phone';
import { REGISTER_LABELS, REGISTER_TEXTS } from '../model/register-texts';
import { registrationPayload, type RegisterForm } from '../model/registration-payload';
import { emailError } from '../components/email-taken';
import { PasswordChecklist } from '@/shared/account-fields/password-checklist';
import { SuspectEmailDialog } from '@/shared/account-fields/suspect-email-dialog';
import { useSuspectEmailGate } from '../hooks/use-suspect-email-gate';
import { ErrorSummary } from '@/shared/ui/error-summary';
import { FieldErrorAlerts } from '@/shared/ui/field-messages';
import { summaryItems } from '../components/summary-items';
import { useTrackEvent } from '@/shared/analytics/analytics';
import * as v from '@/shared/account-fields/validators';
import { onLibraryRouter } from '@/shared/routing/library-router';

export interface RegisterScreenProps {
  /**
   * The registration guard: given the configured `regGuardClientId`, answers the guard's data for
   * `reg_guard_data`. Default: `{client_id}` only. Not called when no client id is configured.
   */
  regGuard?: (clientId: string) => Promise<Record<string, unknown>>;
}

export type { RegisterForm } from '../model/registration-payload';

const FIELDS = [
  'profile_type',
  'first_name',
  'last_name',
  'child_first_name',
  'child_last_name',
  'email',
  'phone',
  'password',
  'password_confirm',
] as const;
const ok = (message: string | undefined) => message ?? true;
const OWN_NAMES = ['given-name', 'family-name'] as const;
const NOT_AUTOFILLED = ['off', 'off'] as const;

/**
 * Sign Up (`/auth/register`), spec 000 §4 Registration and §5. With `?jtoken=` it is the partner
 * network's variant: the user confirms the account the invitation was made for.
 */
function RegisterScreenContent({ regGuard }: RegisterScreenProps) {
  const client = useApiClient();
  const session = useSession();
  const feedback = useFeedback();
  const settings = useSettings();
  const site = useSite();
  const [, navigate] = useLocation();
  const jtoken = new URLSearchParams(useSearch()).get('jtoken');
  const partner = !!jtoken;
  const lib = usePhoneLib();
  const analytics = useTrackEvent();
  const spelling = useEmailSpelling();
  const { complete } = usePostLogin();
  const [rejected, setRejected] = useState(false);
  const form = useForm<RegisterForm>({
    mode: 'onTouched',
    shouldUnregister: true,
    // A failed submit focuses the error summary, which links to each field (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: {
      profile_type: '',
      first_name: settings.signUpPrefill?.firstName ?? '',
      last_name: settings.signUpPrefill?.lastName ?? '',
      child_first_name: '',
      child_last_name: '',
      email: settings.signUpPrefill?.email ?? '',
      phone: DEFAULT_COUNTRY_CODE,
      password: '',
      password_confirm: '',
    },
  });
  const server = useServerErrors(form, FIELDS);
  const { busy, run } = useSubmit(server);
  const { errors } = form.formState;
  const profileType = form.watch('profile_type');
  const email = form.watch('email');

  // The confirmation follows the password: re-check it when the password changes after a try.
  const password = form.watch('password');
  useEffect(() => {
    if (form.getFieldState('password_confirm').isTouched) void form.trigger('password_confirm');
  }, [password, form]);

  // A 403 is the registration guard's verdict (spec 000 §4 Registration), not a form error.
  const onForbidden = (error: { status: number; detail?: string }) => {
    if (error.status !== 403) return false;
    if (error.detail === REGISTRATION_BLOCKED_DETAIL) setRejected(true);
    else feedback.showSnackbar(MESSAGES.generic, 'failure', SNACKBAR_MS.failure);
    return true;
  };

  const [summaryKey, setSummaryKey] = useState(0);
  const suspect = useSuspectEmailGate(spelling);

  const submit = form.handleSubmit(
    (values) => {
      server.setFormError(null);
      if (suspect.ask(values.email)) return;
      return run(
        async () => {
          const clientId = settings.regGuardClientId;
          const guard = clientId
            ? await (regGuard ? regGuard(clientId) : Promise.resolve({ client_id: clientId }))
            : null;
          const payload = registrationPayload(values, phoneToSend(values.phone, lib), guard, currentLocale());
          const answer = jtoken
            ? await registerPartner(client, { ...payload, jtoken })
            : await registerAccount(client, payload);
          session.set('registeredAsJaeb', partner);
          if (jtoken) analytics({ name: 'jtoken_registration' });
          await complete(answer.access_token, { fromRegistration: true });
        },
        { onApiError: onForbidden },
      );
    },
    () => setSummaryKey((key) => key + 1),
  );
  const resubmit = () => void submit();

  // The route keeps its name; the partner variant's wording asks to confirm rather than create.
  const title = REGISTER_TEXTS.title;
  const intro = <p>{partner ? REGISTER_TEXTS.partnerIntro : REGISTER_TEXTS.intro}</p>;
  return (
    <AuthLayout title={title} intro={intro} wide>
      <AuthForm
        label={partner ? REGISTER_TEXTS.partnerFormLabel : REGISTER_TEXTS.formLabel}
        onSubmit={submit}
        error={server.formError}
        busy={busy}
        submitLabel={partner ? REGISTER_TEXTS.partnerSubmit : REGISTER_TEXTS.submit}
      >
        <ErrorSummary
          title={REGISTER_TEXTS.summaryTitle}
          focusKey={summaryKey}
          items={summaryKey > 0 ? summaryItems(errors, FIELDS, REGISTER_LABELS) : []}
        />
        {/* The summary announces the errors, once each; the fields' messages are read at the fields. */}
        <FieldErrorAlerts.Provider value={false}>
          <Controller
            control={form.control}
            name="profile_type"
            rules={{ validate: (value) => ok(v.validateProfileType(value)) }}
            render={({ field }) => (
              <ProfileTypeRadio
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                error={errors.profile_type?.message}
              />
            )}
          />
          <ContactFields
            form={form}
            rowClassName="registry-auth__row"
            first={{ name: 'first_name', label: REGISTER_LABELS.first_name, validate: v.validateFirstName }}
            last={{ name: 'last_name', label: REGISTER_LABELS.last_name, validate: v.validateLastName }}
            autoComplete={OWN_NAMES}
            phone={{ name: 'phone', label: REGISTER_LABELS.phone }}
            lib={lib}
          >
            {profileType === 'child' && (
              <NameFields
                form={form}
                rowClassName="registry-auth__row"
                first={{
                  name: 'child_first_name',
                  label: REGISTER_LABELS.child_first_name,
                  validate: v.validateFirstName,
                }}
                last={{ name: 'child_last_name', label: REGISTER_LABELS.child_last_name, validate: v.validateLastName }}
                autoComplete={NOT_AUTOFILLED}
              />
            )}
            <EmailField
              error={emailError(errors.email?.message, site.contact.privacyEmail)}
              warning={errors.email ? undefined : spelling.warning(email)}
              {...form.register('email', {
                validate: { syntax: (x) => ok(v.validateRegistrationEmail(x)), spelling: spelling.validate },
              })}
            />
          </ContactFields>
          <div className="registry-auth__row">
            <PasswordField
              label={REGISTER_LABELS.password}
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password', { validate: (x) => ok(v.validateNewPassword(x)) })}
            />
            <PasswordField
              label={REGISTER_LABELS.password_confirm}
              autoComplete="new-password"
              error={errors.password_confirm?.message}
              {...form.register('password_confirm', {
                validate: (x, all) => ok(v.validatePasswordConfirmation(x, all.password)),
              })}
            />
          </div>
          <PasswordChecklist password={password} />
        </FieldErrorAlerts.Provider>
      </AuthForm>
      <p className="registry-auth__links">
        <span>
          {REGISTER_TEXTS.haveAccount} <Link href={paths.login.href()}>{REGISTER_TEXTS.signIn}</Link>
        </span>
      </p>
      <SuspectEmailDialog
        open={suspect.open}
        email={suspect.email}
        suggestion={suspect.suggestion}
        onUseSuggestion={(address) => {
          form.setValue('email', address, { shouldValidate: true });
          suspect.accept(address);
          resubmit();
        }}
        onKeep={() => {
          suspect.accept(suspect.email);
          resubmit();
        }}
        onChange={() => suspect.dismiss(() => form.setFocus('email'))}
      />
      <RegistrationRejectedDialog open={rejected} onClose={() => navigate(paths.root.href(), { replace: true })} />
    </AuthLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const RegisterScreen = onLibraryRouter(RegisterScreenContent, 'RegisterScreen');
