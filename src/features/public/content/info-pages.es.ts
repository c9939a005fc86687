import type { Texts } from '@/shared/i18n/locale';
import type * as en from './info-pages';

export const HOME_PAGE_TEXTS: Texts<typeof en.HOME_PAGE_TEXTS> = { link: 'Ir a la página de inicio' };

export const NOT_FOUND_TEXTS: Texts<typeof en.NOT_FOUND_TEXTS> = {
  title: 'No se encontró la página',
  lead: 'La página que busca no existe o cambió de lugar.',
  hint: 'Revise que la dirección esté bien escrita, o busque respuestas en nuestras',
  faq: 'Preguntas frecuentes',
};

export const IS_DEACTIVATED_TEXTS: Texts<typeof en.IS_DEACTIVATED_TEXTS> = {
  title: 'Cuenta eliminada',
  heading: 'Su cuenta fue eliminada',
  lead: (registryName) =>
    `Usted ya no participa en el ${registryName}. Gracias por su tiempo y por las respuestas que compartió con nosotros.`,
  confirmation:
    'Le enviamos un correo electrónico de confirmación a la dirección de su cuenta. Ya no recibirá recordatorios ni boletines del registro.',
  mistake: 'Si no quería retirarse, o si cree que esto es un error, escríbanos a',
  stayInTouch: 'Siga en contacto',
  follow: 'Siga al registro para conocer los resultados de las investigaciones y noticias sobre la diabetes tipo 1.',
};

export const PASSED_TO_CHILD_TEXTS: Texts<typeof en.PASSED_TO_CHILD_TEXTS> = {
  title: 'Correo electrónico enviado a su hijo o hija',
  heading: 'Le enviamos un correo electrónico a su hijo o hija',
  emailPlaceholder: 'la dirección de correo electrónico de su hijo o hija',
  sentTo: 'Enviamos un correo electrónico a',
  instructions: 'con instrucciones para firmar de nuevo el formulario de consentimiento y hacerse cargo de la cuenta.',
  afterSigning:
    'Cuando su hijo o hija firme, la cuenta y su historial serán suyos, y recibirá los recordatorios del registro directamente.',
  spam: 'Si el correo electrónico no llega en unos minutos, pídale a su hijo o hija que revise su carpeta de correo no deseado (spam).',
};

export const SMS_OFF_TEXTS: Texts<typeof en.SMS_OFF_TEXTS> = {
  title: 'Recordatorios por mensaje de texto',
  pending: 'Estamos cancelando la suscripción de su número de teléfono…',
  done: 'Se canceló su suscripción.',
  doneDetail: (registryName) => `Ya no recibirá mensajes de texto del ${registryName}.`,
  emailsContinue:
    'Seguirá recibiendo correos electrónicos sobre su cuenta. Para volver a recibir recordatorios por mensaje de texto, inicie sesión y abra la configuración de notificaciones en Mi perfil.',
  failed: 'No pudimos cancelar su suscripción.',
  missing: 'Este enlace para cancelar la suscripción está incompleto.',
  unavailable: 'Puede que el enlace haya vencido, o que el servicio no esté disponible por un momento.',
  contactUs:
    'Inicie sesión y desactive los mensajes de texto en la configuración de notificaciones de Mi perfil, o comuníquese con nosotros en',
  or: 'o al',
};

export const EMAIL_OFF_TEXTS: Texts<typeof en.EMAIL_OFF_TEXTS> = {
  title: 'Recordatorios por correo electrónico',
  pending: 'Estamos apagando estos correos…',
  done: 'Ya apagamos estos correos.',
  topics: {
    reminders_new_ro_and_studies: 'Ya no recibirá correos sobre estudios y oportunidades de investigación nuevos.',
    reminders_ongoing_studies: 'Ya no recibirá correos para recordarle los estudios que ya empezó.',
    newsletter: 'Ya no recibirá boletines por correo electrónico.',
    management_resources: 'Ya no recibirá recursos para el manejo de la diabetes por correo electrónico.',
  },
  otherEmails: 'Los correos sobre su cuenta y sus otras opciones de notificación no cambian.',
  turnBackOn:
    '¿Cambió de idea? Inicie sesión y vuelva a encender estos correos en la configuración de notificaciones de Mi perfil.',
  profileLink: 'Abrir Mi perfil',
  failed: 'No pudimos apagar estos correos.',
  missing: 'Este enlace para cancelar la suscripción está incompleto.',
  unavailable: 'Puede que el enlace esté dañado, o que el servicio no esté disponible por un momento.',
  contactUs:
    'Inicie sesión y apague estos correos en la configuración de notificaciones de Mi perfil, o comuníquese con nosotros en',
  or: 'o al',
};
