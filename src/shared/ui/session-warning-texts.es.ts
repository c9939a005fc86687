import type { Texts } from '../i18n/locale';
import type * as en from './session-warning-texts';

export const SESSION_WARNING_TEXTS: Texts<typeof en.SESSION_WARNING_TEXTS> = {
  title: 'Su sesión está por terminar',
  renewable: (time) =>
    `Para su seguridad, cerraremos su sesión a las ${time}, en unos 2 minutos. ¿Quiere seguir con la sesión abierta?`,
  atMaximum: (time) =>
    `Para su seguridad, una sesión dura como máximo 12 horas: le pediremos que inicie sesión otra vez a las ${time}, en unos 2 minutos.`,
  kept: 'Lo que esté escribiendo se guarda y se le mostrará otra vez después de iniciar sesión.',
  stay: 'Seguir con la sesión abierta',
  continue: 'Continuar',
  signOut: 'Cerrar sesión',
};
