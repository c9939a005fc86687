import type { PreferredLanguage } from '@contract/account';
import { plural } from '@/shared/i18n/format';

// The subject and body of every message the server sends (e-mail and SMS), in each registry
// language (DECISIONS §12). A message goes in its reader's preferred language; a reset link asked
// for while signed out goes in the language of the page that asked.

export interface MessageText {
  subject: string;
  body: string;
}

export interface MessageTexts {
  otpCode(code: string, minutes: number): MessageText;
  passwordReset(link: string, minutes: number): MessageText;
  childHandoff(link: string, minutes: number): MessageText;
  withdrawalConfirmation(firstName: string): MessageText;
  smsConsent(link: string): MessageText;
  emailChanged(firstName: string, newEmail: string): MessageText;
  accountUnlock(link: string): MessageText;
  welcome(firstName: string, link: string): MessageText;
}

const minutesIn = (locale: PreferredLanguage, n: number) =>
  locale === 'es'
    ? plural(n, { one: `${n} minuto`, other: `${n} minutos` }, 'es')
    : plural(n, { one: `${n} minute`, other: `${n} minutes` }, 'en');

const EN: MessageTexts = {
  otpCode: (code, minutes) => ({
    subject: 'Your sign-in code',
    body: `Your one-time sign-in code is ${code}. It expires in ${minutesIn('en', minutes)}.`,
  }),
  passwordReset: (link, minutes) => ({
    subject: 'Reset your registry password',
    body: `We received a request to reset your password. Open this link within ${minutesIn('en', minutes)} to choose a new one: ${link}\nIf you did not ask for it, ignore this message.`,
  }),
  childHandoff: (link, minutes) => ({
    subject: 'Your registry account is ready for you',
    body: `Your parent or guardian set up your account in the registry when you were a child, and has now passed it to you. Open this link within ${minutesIn('en', minutes)} to choose your own password: ${link}\nThen sign in with this email address, check your details and sign the consent for yourself. If the link has expired, choose 'Forgot password?' on the Sign In page and give this email address.`,
  }),
  withdrawalConfirmation: (firstName) => ({
    subject: 'You have withdrawn from the registry',
    body: `Dear ${firstName}, your registry account has been deleted and you have been withdrawn from the registry. If this was a mistake, please contact the registry team.`,
  }),
  smsConsent: (link) => ({
    subject: 'Text reminders on',
    body: `You are now subscribed to registry text reminders and announcements. Reply STOP or open ${link} to unsubscribe.`,
  }),
  emailChanged: (firstName, newEmail) => ({
    subject: 'Your registry sign-in email was changed',
    body:
      `Dear ${firstName}, the email address you sign in to the registry with was changed to ${newEmail}. ` +
      'If you did not make this change, please contact the registry team.',
  }),
  accountUnlock: (link) => ({
    subject: 'Your registry account is locked',
    body: `There were too many failed attempts to sign in to your registry account, so sign-in is locked. If it was you, open this link to unlock it: ${link}\nIf it was not you, you do not need to do anything: the account stays protected, and you may want to change your password after you sign in.`,
  }),
  welcome: (firstName, link) => ({
    subject: 'Welcome to the registry',
    body: `${firstName ? `Dear ${firstName}, thank` : 'Thank'} you for joining the registry. Your account is ready.\nSign in at any time to see your studies and answer your questionnaires: ${link}\nIf you did not create this account, please contact the registry team.`,
  }),
};

const ES: MessageTexts = {
  otpCode: (code, minutes) => ({
    subject: 'Su código para iniciar sesión',
    body: `Su código para iniciar sesión es ${code}. Solo sirve una vez. Vence en ${minutesIn('es', minutes)}.`,
  }),
  passwordReset: (link, minutes) => ({
    subject: 'Cambie su contraseña del registro',
    body: `Recibimos una solicitud para cambiar su contraseña. Abra este enlace en los próximos ${minutesIn('es', minutes)} para elegir una nueva: ${link}\nSi usted no lo pidió, puede ignorar este mensaje.`,
  }),
  childHandoff: (link, minutes) => ({
    subject: 'Su cuenta del registro ya está lista para usted',
    body: `Su padre, madre o tutor creó su cuenta en el registro cuando usted era menor de edad, y ahora se la pasó a usted. Abra este enlace en los próximos ${minutesIn('es', minutes)} para elegir su propia contraseña: ${link}\nLuego inicie sesión con este correo electrónico, revise sus datos y firme usted el consentimiento. Si el enlace ya venció, elija '¿Olvidó su contraseña?' en la página para iniciar sesión y escriba este correo electrónico.`,
  }),
  withdrawalConfirmation: (firstName) => ({
    subject: 'Usted salió del registro',
    body: `Hola, ${firstName}: borramos su cuenta del registro y usted ya no forma parte del registro. Si esto fue un error, comuníquese con el equipo del registro.`,
  }),
  smsConsent: (link) => ({
    subject: 'Recordatorios por mensaje de texto activados',
    body: `Ahora recibirá por mensaje de texto recordatorios y anuncios del registro. Para no recibirlos más, responda STOP o abra ${link}`,
  }),
  emailChanged: (firstName, newEmail) => ({
    subject: 'Cambió su correo electrónico para el registro',
    body:
      `Hola, ${firstName}: el correo electrónico que usa para iniciar sesión en el registro cambió a ${newEmail}. ` +
      'Si usted no hizo este cambio, comuníquese con el equipo del registro.',
  }),
  accountUnlock: (link) => ({
    subject: 'Su cuenta del registro está bloqueada',
    body: `Hubo demasiados intentos fallidos de iniciar sesión en su cuenta del registro. Por eso, bloqueamos el inicio de sesión. Si fue usted, abra este enlace para desbloquear la cuenta: ${link}\nSi no fue usted, no tiene que hacer nada: su cuenta sigue protegida. Después de iniciar sesión, puede cambiar su contraseña si lo desea.`,
  }),
  welcome: (firstName, link) => ({
    subject: 'Le damos la bienvenida al registro',
    body: `${firstName ? `Hola, ${firstName}: gracias` : 'Gracias'} por unirse al registro. Su cuenta ya está lista.\nInicie sesión cuando quiera para ver sus estudios y contestar sus cuestionarios: ${link}\nSi usted no creó esta cuenta, comuníquese con el equipo del registro.`,
  }),
};

const MESSAGES: Record<PreferredLanguage, MessageTexts> = { en: EN, es: ES };

/**
 * A link in a message, opening its page in the message's language (`?lang`, DECISIONS §12).
 * English is every page's default, so an English link stays as it is.
 */
export function linkIn(locale: PreferredLanguage | null | undefined, link: string): string {
  return locale === 'es' ? `${link}${link.includes('?') ? '&' : '?'}lang=es` : link;
}

/** The messages in a language (English for a language the registry does not speak). */
export const messagesIn = (locale: PreferredLanguage | null | undefined): MessageTexts =>
  (locale && MESSAGES[locale]) || EN;
