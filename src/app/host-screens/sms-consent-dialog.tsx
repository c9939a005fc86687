import { SmsConsentDialog as Screen } from '../../features/auth/dialogs/sms-consent-dialog';
import { onLibraryRouter } from '../library-router';

/** `SmsConsentDialog` as the library exports it: on the library's own router, whatever router the host runs. */
export const SmsConsentDialog = onLibraryRouter(Screen, 'SmsConsentDialog');
