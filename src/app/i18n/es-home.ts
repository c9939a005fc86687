import type { Catalogue } from '@/shared/i18n/localized';
import * as dashboard from '@/features/dashboard/dashboard-texts.es';
import * as glucoseDevice from '@/features/glucose-device/glucose-device-texts.es';
import * as profile from '@/features/profile/content/profile-texts.es';

/** The Spanish texts of the dashboard, profile, glucose-device and gadget modules, by module id (see es.ts). */
export const ES_HOME: Catalogue = {
  'features/dashboard/dashboard-texts': dashboard,
  'features/profile/content/profile-texts': profile,
  'features/glucose-device/glucose-device-texts': glucoseDevice,
};
