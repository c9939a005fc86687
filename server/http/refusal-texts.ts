import type { Locale } from '@/shared/i18n/locale';

// The refusals the server words itself (beyond the spec's texts and the messages it shares with the
// browser), in Spanish, keyed by their English (DECISIONS §12). The error handler answers them in
// the request's language; each module keeps throwing its English constant. Left out on purpose:
// messages the browser recognises in a reply (the shared account messages of shared/lib, the
// registration guard's, the screening limit): the browser shows those in the page's language itself.

const SPANISH: Readonly<Record<string, string>> = {
  // Signing in, codes, sessions
  'Unable to log in with provided credentials.': 'No pudimos iniciar su sesión con estos datos.',
  'This account has been withdrawn from the registry and can no longer sign in.':
    'Esta cuenta salió del registro y ya no puede iniciar sesión.',
  'This account cannot sign in. Please contact the registry team.':
    'Esta cuenta no puede iniciar sesión. Comuníquese con el equipo del registro.',
  'This invitation link is invalid or has already been used.': 'Este enlace de invitación no es válido o ya se usó.',
  'Email does not match the invitation.': 'El correo electrónico no es el de la invitación.',
  'Could not verify the sign-in with the identity provider.':
    'No pudimos confirmar el inicio de sesión con el proveedor de identidad.',
  'The identity provider has not verified this e-mail address, so it cannot sign in to the registry account that uses it. Verify the address with the provider, or sign in with your password.':
    'El proveedor de identidad no confirmó este correo electrónico. Por eso no puede iniciar sesión en la cuenta del registro que lo usa. Confirme el correo con el proveedor, o inicie sesión con su contraseña.',
  'You entered the wrong code': 'El código no es correcto',
  'This code has expired or was used too many times. Please sign in again.':
    'Este código venció o se usó demasiadas veces. Inicie sesión otra vez.',
  'Too many failed attempts. Please wait 15 minutes and try again.':
    'Hubo demasiados intentos fallidos. Espere 15 minutos y vuelva a intentarlo.',
  'Too many requests from this address. Please wait 15 minutes and try again.':
    'Hubo demasiados pedidos desde esta dirección. Espere 15 minutos y vuelva a intentarlo.',
  'Too many requests. Please wait 15 minutes and try again.':
    'Hubo demasiados pedidos. Espere 15 minutos y vuelva a intentarlo.',
  'Too many failed attempts: sign-in to this account is locked. We have e-mailed a link to unlock it to the address of the account; without it, sign-in opens again 15 minutes after the last try.':
    'Hubo demasiados intentos fallidos, así que esta cuenta está bloqueada. Enviamos un enlace para desbloquearla al correo electrónico de la cuenta. Si no lo usa, podrá iniciar sesión otra vez 15 minutos después del último intento.',
  'This unlock link is invalid, has expired or has already been used.':
    'Este enlace para desbloquear no es válido, ya venció o ya se usó.',
  'Token is invalid or expired.': 'Su sesión no es válida o ya venció.',
  'Account is not active.': 'La cuenta no está activa.',
  'This session has ended. Please sign in again.': 'Esta sesión terminó. Inicie sesión otra vez.',
  'This session cannot be renewed any more. Please sign in again.':
    'Esta sesión ya no se puede renovar. Inicie sesión otra vez.',
  'Authentication credentials were not provided or are invalid.': 'Tiene que iniciar sesión para hacer esto.',
  'You do not have permission to perform this action.': 'Usted no tiene permiso para hacer esto.',
  'This account has a step to finish first; this call is not available until then.':
    'Primero tiene que terminar un paso en su cuenta. Hasta entonces, esto no está disponible.',
  // Passwords
  'This password reset link is invalid or has expired.':
    'Este enlace para cambiar la contraseña no es válido o ya venció.',
  'Current password is incorrect.': 'La contraseña actual no es correcta.',
  // Profile, text messages, the account's steps
  'This cannot be changed after you signed the consent of the registry study: the consent was given for it. Please contact the registry team if it is wrong.':
    'Esto no se puede cambiar porque usted ya firmó el consentimiento del estudio del registro con estos datos. Si no es correcto, comuníquese con el equipo del registro.',
  'Please enter your current password to change your email.':
    'Escriba su contraseña actual para cambiar su correo electrónico.',
  'The current password is not correct.': 'La contraseña actual no es correcta.',
  'You sign in through the external provider: change your email address there.':
    'Usted inicia sesión con un proveedor externo. Cambie su correo electrónico allí.',
  'Add a valid mobile phone number with its country code under Personal information to receive text messages.':
    'Para recibir mensajes de texto, agregue un número de teléfono celular válido, con su código de país, en Información personal.',
  'This unsubscribe link is not valid. Sign in and switch text messages off under My Profile, or contact us.':
    'Este enlace para dejar de recibir mensajes no es válido. Inicie sesión y apague los mensajes de texto en Mi perfil, o comuníquese con nosotros.',
  'Missing country code': 'Falta el código de país',
  'Please choose your own password before you complete the re-consent.':
    'Elija su propia contraseña antes de terminar el nuevo consentimiento.',
  'Please confirm your details (step 1) before you complete the re-consent.':
    'Confirme sus datos (paso 1) antes de terminar el nuevo consentimiento.',
  'The assent ends only when you sign the child consent (Informed Consent and Assent) yourself.':
    'El asentimiento termina solo cuando usted mismo firma el consentimiento para menores (Consentimiento informado y asentimiento).',
  // Consents
  'The password is not correct. Please try again.': 'La contraseña no es correcta. Vuelva a intentarlo.',
  'Please confirm your password before you sign.': 'Confirme su contraseña antes de firmar.',
  'We could not confirm it is you with your T1D account. Please try again.':
    'No pudimos confirmar que es usted con su cuenta de T1D. Vuelva a intentarlo.',
  'This account signs in through the identity provider; confirm there.':
    'Esta cuenta inicia sesión con el proveedor de identidad. Confirme allí.',
  'This consent has already been signed.': 'Este consentimiento ya está firmado.',
  // Studies
  'Screening can be retaken only after a not-eligible result.':
    'Solo puede repetir la evaluación si el resultado fue que no cumple los requisitos.',
  'This procedure has already been submitted.': 'Este paso ya se envió.',
  'Please complete the previous step first.': 'Primero termine el paso anterior.',
  'Your answers changed meanwhile. Please try again.': 'Sus respuestas cambiaron mientras tanto. Vuelva a intentarlo.',
  'The gift card of this study has already been donated.': 'La tarjeta de regalo de este estudio ya se donó.',
  'A donation is possible once the questionnaire of a study with a reward is submitted.':
    'Puede donar después de enviar el cuestionario de un estudio con premio.',
  'This study is closed.': 'Este estudio está cerrado.',
  'You are not eligible to continue this study.': 'Usted no cumple los requisitos para seguir en este estudio.',
  'This study is not assigned to you.': 'Este estudio no está asignado a usted.',
  'The document took too long to prepare and was stopped. Please try again later.':
    'El documento tardó demasiado en prepararse y se detuvo. Vuelva a intentarlo más tarde.',
  'Many documents are being prepared right now. Please try again in a minute.':
    'Ahora mismo se están preparando muchos documentos. Vuelva a intentarlo en un minuto.',
  'Your other documents are still being prepared. Please wait for them, then try again.':
    'Sus otros documentos todavía se están preparando. Espere a que estén listos y vuelva a intentarlo.',
  // Any request
  'This field is required.': 'Este campo es obligatorio.',
  'Select a valid choice.': 'Elija una opción válida.',
  'Enter a valid value.': 'Escriba un valor válido.',
  'Malformed request.': 'La solicitud no es válida.',
  'Request body is too large.': 'La solicitud es demasiado grande.',
  'Not found.': 'No se encontró.',
  'Internal server error.': 'Error del servidor.',
  'The registry is not available right now. Please try again in a moment.':
    'El registro no está disponible en este momento. Vuelva a intentarlo en un momento.',
};

/** Refusals with a number in them: the English pattern and its Spanish. */
const SPANISH_PATTERNS: ReadonlyArray<[RegExp, (n: string) => string]> = [
  [/^Ensure this field has at least (\d+) characters\.$/, (n) => `Escriba al menos ${n} caracteres.`],
  [/^Ensure this field has no more than (\d+) characters\.$/, (n) => `Escriba ${n} caracteres como máximo.`],
];

/** The English refusals that have Spanish (the completeness test reads it). */
export const translatedRefusals = (): readonly string[] => Object.keys(SPANISH);

function translate(text: string): string {
  const fixed = SPANISH[text];
  if (fixed !== undefined) return fixed;
  for (const [pattern, spanish] of SPANISH_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return spanish(match[1]);
  }
  return text;
}

/**
 * An error answer's body in a language: `{detail}` and `{field: [messages]}` alike. A text without
 * a translation stays as it is (English, or already in the language when a shared text module wrote it).
 */
export function refusalIn(locale: Locale, body: unknown): unknown {
  // A list (an answer save's refusals, each with its message) is written in the language already.
  if (locale === 'en' || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? translate(value)
        : Array.isArray(value)
          ? value.map((v: unknown) => (typeof v === 'string' ? translate(v) : v))
          : value,
    ]),
  );
}
