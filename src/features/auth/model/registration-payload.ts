import type { ProfileType } from '@contract/account';
import type { RegistrationPayload } from '@contract/sign-in-payloads';
import { normaliseEmail } from '@/shared/account-fields/validators';
import type { Locale } from '@/shared/i18n/locale';

export interface RegisterForm {
  profile_type: ProfileType | '';
  first_name: string;
  last_name: string;
  child_first_name: string;
  child_last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirm: string;
}

/**
 * The sign-up form's values as the registration call takes them: trimmed names, the address
 * normalised, and the page's language as the participant's preferred language.
 */
export function registrationPayload(
  values: RegisterForm,
  phone: string | null,
  guard: Record<string, unknown> | null,
  language: Locale,
): RegistrationPayload {
  return {
    profile_type: values.profile_type as ProfileType,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: normaliseEmail(values.email),
    password: values.password,
    phone,
    recaptcha_token: null,
    reg_guard_data: guard,
    preferred_language: language,
    ...(values.profile_type === 'child'
      ? { child_first_name: values.child_first_name.trim(), child_last_name: values.child_last_name.trim() }
      : {}),
  };
}
