import type { Texts } from '../shared/i18n/locale';
import type * as en from './screen-titles';

export const SCREEN_TITLES: Texts<typeof en.SCREEN_TITLES> = {
  dashboard: 'Panel',
  jumpToCoreStudy: 'Estudio principal',
  glucoseDevice: 'Conecte su monitor de glucosa',
  glucoseDeviceLink: 'Conectando su monitor de glucosa',
};
