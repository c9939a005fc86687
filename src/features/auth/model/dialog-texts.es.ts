import type { Texts } from '@/shared/i18n/locale';
import type * as en from './dialog-texts';

export const SMS_CONSENT_TEXTS: Texts<typeof en.SMS_CONSENT_TEXTS> = {
  title: 'Reciba recordatorios por mensaje de texto',
  intro:
    '¿Quiere recibir recordatorios sobre sus estudios por mensaje de texto? Escriba su número de teléfono celular y marque la casilla para aceptar.',
  phone: 'Número de teléfono celular',
  optIn: 'Sí, envíenme mensajes de texto seguros con recordatorios y avisos del registro.',
  footerShort:
    'Pueden aplicarse tarifas de mensajes y datos. Responda STOP a cualquier mensaje para dejar de recibirlos.',
  footerMore:
    'Una empresa de mensajería envía nuestros mensajes de texto. Esa empresa puede ver su número de teléfono para poder entregarlos. No puede compartir su número ni usarlo para nada más. Puede desactivar los mensajes de texto en cualquier momento en su configuración de notificaciones.',
  showMore: 'Ver más',
  showLess: 'Ver menos',
  skip: 'Omitir',
  confirm: 'Confirmar',
};

export const PROFILE_TYPE_TEXTS: Texts<typeof en.PROFILE_TYPE_TEXTS> = {
  options: [
    { value: 'adult', label: 'Yo – tengo más de 18 años.' },
    { value: 'child', label: 'Mi hijo o hija – tiene menos de 18 años.' },
  ],
  tooltip:
    'Si la persona con diabetes tipo 1 tiene menos de 18 años, su padre, madre o tutor puede registrarla. Es posible que los dos tengan que dar su consentimiento antes de participar.',
  tooltipButton: 'Sobre los tipos de perfil',
  dialogIntro:
    'Díganos para quién es esta cuenta. Así le mostraremos las preguntas y los formularios de consentimiento correctos.',
  dialogLegend: 'Esta cuenta es para',
  signOut: 'Cerrar sesión',
  confirm: 'Confirmar',
};

export const REGISTRATION_REJECTED_DIALOG: Texts<typeof en.REGISTRATION_REJECTED_DIALOG> = {
  title: 'Registro rechazado',
  ok: 'Aceptar',
};
