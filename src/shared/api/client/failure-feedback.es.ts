import type { Texts } from '../../i18n/locale';
import type * as en from './failure-feedback';

const CONNECTION = 'Error de conexión o del servidor. Revise su conexión o intente conectarse más tarde';
const GENERIC = '¡Uy! Algo salió mal';

export const MESSAGES: Texts<typeof en.MESSAGES> = {
  sessionExpired: 'La sesión terminó',
  connection: CONNECTION,
  generic: GENERIC,
  unknown: 'Error desconocido',
};
