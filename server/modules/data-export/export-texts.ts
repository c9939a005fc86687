import type { ContentLang, NotificationTopic } from '@contract';

// The summary PDF's own words (DECISIONS §12), in the participant's language. The study's texts
// (titles, questions, options) come from its definition in that language; values never change.

export interface ExportTexts {
  title: string;
  prepared: (when: string) => string;
  intro: string;
  profile: string;
  fields: Record<'name' | 'email' | 'phone' | 'birthday' | 'profileType' | 'child' | 'language' | 'timezone', string>;
  consents: string;
  /** Before the name the consent was signed with, then when. */
  signedBy: string;
  signedOn: (when: string) => string;
  questionnaires: string;
  submitted: (when: string) => string;
  inProgress: string;
  achievements: string;
  notifications: string;
  topics: Record<NotificationTopic, string>;
  channels: (email: boolean, sms: boolean) => string;
  messages: string;
  messageKinds: Record<string, string>;
  signIns: string;
  outcomes: Record<string, string>;
  none: string;
  /** The `Intl` locale of dates. */
  locale: string;
}

export const EXPORT_TEXTS: Record<ContentLang, ExportTexts> = {
  en: {
    title: 'Your data in the T1D Registry',
    prepared: (when) => `Prepared on ${when}.`,
    intro:
      'This is a copy of what the registry holds about you. The file data.json in the same folder has the same data for a computer to read; the folder consents holds each consent you signed, as you signed it.',
    profile: 'Your profile',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      birthday: 'Date of birth',
      profileType: 'Profile',
      child: 'Child',
      language: 'Language',
      timezone: 'Time zone',
    },
    consents: 'Consents you signed',
    signedBy: 'Signed by',
    signedOn: (when) => `on ${when}`,
    questionnaires: 'Your answers',
    submitted: (when) => `Submitted on ${when}`,
    inProgress: 'In progress',
    achievements: 'Achievements',
    notifications: 'Notification settings',
    topics: {
      reminders_new_ro_and_studies: 'New studies and research opportunities',
      reminders_ongoing_studies: 'Studies in progress',
      newsletter: 'Newsletter',
      management_resources: 'Diabetes management resources',
    },
    channels: (email, sms) => `e-mail ${email ? 'on' : 'off'}, text messages ${sms ? 'on' : 'off'}`,
    messages: 'Messages we sent you',
    messageKinds: {
      otp_code: 'Sign-in code',
      password_reset: 'Password reset link',
      child_handoff: 'Account handed over to the child',
      withdrawal_confirmation: 'Withdrawal confirmed',
      sms_consent: 'Text messages confirmed',
      welcome: 'Welcome',
      email_changed: 'E-mail address changed',
      account_unlock: 'Account unlock link',
      reminder_new_study: 'Reminder: a new study',
      reminder_annual: 'Reminder: the annual questionnaire',
      reminder_ongoing: 'Reminder: a study in progress',
      reminder_closing: 'Reminder: a study closing soon',
      reminder_missed: 'A study you missed',
    },
    signIns: 'Sign-ins',
    outcomes: { ok: 'signed in', refused: 'refused', locked: 'locked after too many tries' },
    none: 'None.',
    locale: 'en-US',
  },
  es: {
    title: 'Sus datos en el Registro de DT1',
    prepared: (when) => `Preparado el ${when}.`,
    intro:
      'Esta es una copia de lo que el registro guarda sobre usted. El archivo data.json en la misma carpeta tiene los mismos datos para leer en una computadora; la carpeta consents tiene cada consentimiento que firmó, tal como lo firmó.',
    profile: 'Su perfil',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      birthday: 'Fecha de nacimiento',
      profileType: 'Perfil',
      child: 'Niño o niña',
      language: 'Idioma',
      timezone: 'Zona horaria',
    },
    consents: 'Consentimientos que firmó',
    signedBy: 'Firmado por',
    signedOn: (when) => `el ${when}`,
    questionnaires: 'Sus respuestas',
    submitted: (when) => `Enviado el ${when}`,
    inProgress: 'En curso',
    achievements: 'Logros',
    notifications: 'Avisos',
    topics: {
      reminders_new_ro_and_studies: 'Estudios y oportunidades de investigación nuevos',
      reminders_ongoing_studies: 'Estudios en curso',
      newsletter: 'Boletín',
      management_resources: 'Recursos para manejar la diabetes',
    },
    channels: (email, sms) => `correo electrónico ${email ? 'sí' : 'no'}, mensajes de texto ${sms ? 'sí' : 'no'}`,
    messages: 'Mensajes que le enviamos',
    messageKinds: {
      otp_code: 'Código para entrar',
      password_reset: 'Enlace para cambiar la contraseña',
      child_handoff: 'Cuenta entregada al niño o niña',
      withdrawal_confirmation: 'Retiro confirmado',
      sms_consent: 'Mensajes de texto confirmados',
      welcome: 'Bienvenida',
      email_changed: 'Correo electrónico cambiado',
      account_unlock: 'Enlace para desbloquear la cuenta',
      reminder_new_study: 'Recordatorio: un estudio nuevo',
      reminder_annual: 'Recordatorio: el cuestionario anual',
      reminder_ongoing: 'Recordatorio: un estudio en curso',
      reminder_closing: 'Recordatorio: un estudio que cierra pronto',
      reminder_missed: 'Un estudio que no completó',
    },
    signIns: 'Entradas a la cuenta',
    outcomes: { ok: 'entró', refused: 'rechazada', locked: 'bloqueada por demasiados intentos' },
    none: 'Ninguno.',
    locale: 'es-US',
  },
};
