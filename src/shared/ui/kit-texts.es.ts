import type { Texts } from '../i18n/locale';
import type * as en from './kit-texts';

export const KIT_TEXTS: Texts<typeof en.KIT_TEXTS> = {
  loading: 'Cargando…',
  scrollToTop: 'Volver arriba',
  closeMessage: 'Cerrar mensaje',
};
