import type { Texts } from '../i18n/locale';
import type * as en from './skip-link-texts';

export const SKIP_LINK_TEXTS: Texts<typeof en.SKIP_LINK_TEXTS> = { skip: 'Ir al contenido principal' };
