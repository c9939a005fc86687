import type { Texts } from '@/shared/i18n/locale';
import type * as en from './oauth-texts';

export const OAUTH_TEXT: Texts<typeof en.OAUTH_TEXT> = {
  signInTitle: 'Iniciando sesión',
  signInChecking: 'Iniciando sesión con su cuenta de T1D…',
  backToSignIn: 'Regresar a la página de inicio de sesión',
  reauthTitle: 'Confirmando que es usted',
  reauthChecking: 'Confirmando que es usted con su cuenta de T1D…',
  reauthFailed: 'No pudimos confirmar que es usted con su cuenta de T1D. Inténtelo de nuevo.',
  backToConsent: 'Volver al consentimiento',
  or: 'o',
  signInWithProvider: 'Iniciar sesión con su cuenta de T1D',
  failed: 'No pudimos iniciar su sesión con su cuenta de T1D.',
  providerSaid: (reason) => `El proveedor dijo: ${reason}`,
};
