import type { Texts } from '@/shared/i18n/locale';
import type * as en from './layout-texts';

export const MOBILE_MENU_TEXTS: Texts<typeof en.MOBILE_MENU_TEXTS> = {
  home: 'Inicio',
  close: 'Cerrar menú',
};

export const FOOTER_TEXTS: Texts<typeof en.FOOTER_TEXTS> = {
  nav: 'Pie de página',
  myProfile: 'Mi perfil',
  logout: 'Cerrar sesión',
  termsOfUse: 'Términos de uso',
  privacyPolicy: 'Política de privacidad',
  phone: 'Teléfono:',
  email: 'Correo electrónico:',
  partner: (partnerNetworkName) => `En colaboración con ${partnerNetworkName}`,
  copyright: (year, registryName) => `© ${year} ${registryName}`,
};

export const ACCOUNT_MENU_TEXTS: Texts<typeof en.ACCOUNT_MENU_TEXTS> = {
  fallbackName: 'Mi cuenta',
  myProfile: 'Mi perfil',
  signOut: 'Cerrar sesión',
};

export const SOCIAL_TEXTS: Texts<typeof en.SOCIAL_TEXTS> = {
  label: 'Síganos',
  link: (network) => `${network} (se abre en una pestaña nueva)`,
};

export const SUPPORT_HOURS_TEXTS: Texts<typeof en.SUPPORT_HOURS_TEXTS> = {
  standard: 'De lunes a viernes, de 8 a. m. a 5 p. m. (hora del Este)',
};
