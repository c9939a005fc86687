import type { Texts } from '@/shared/i18n/locale';
import type * as en from './navigation';

export const NAV_TEXTS: Texts<typeof en.NAV_TEXTS> = {
  main: 'Principal',
  faq: 'Preguntas frecuentes',
  contactUs: 'Contáctenos',
  signIn: 'Iniciar sesión',
  signUp: 'Registrarse',
  menu: 'Menú',
};
