import { textsOf } from '../shared/i18n/locale';

const texts = textsOf('app/screen-titles', { es: () => import('./screen-titles.es') });

// The browser tab's title of the signed-in screens the app frames (framedScreen in screens.tsx),
// by route name: "<title> | <registry name>".
export const SCREEN_TITLES = texts('SCREEN_TITLES', {
  dashboard: 'Dashboard',
  jumpToCoreStudy: 'Core study',
  glucoseDevice: 'Connect your glucose device',
  glucoseDeviceLink: 'Connecting your glucose device',
} as const);
