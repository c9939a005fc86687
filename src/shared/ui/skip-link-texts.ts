import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/ui/skip-link-texts', { es: () => import('./skip-link-texts.es') });

export const SKIP_LINK_TEXTS = texts('SKIP_LINK_TEXTS', { skip: 'Skip to main content' });
