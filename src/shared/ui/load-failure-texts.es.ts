import type { Texts } from '../i18n/locale';
import type * as en from './load-failure-texts';

export const LOAD_FAILURE_TEXTS: Texts<typeof en.LOAD_FAILURE_TEXTS> = {
  title: '¡Uy! Algo salió mal',
  body: 'Error de conexión o del servidor. Revise su conexión o intente conectarse más tarde',
  retry: 'Intentar de nuevo',
};
