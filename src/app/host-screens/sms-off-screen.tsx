import { SmsOffScreen as Screen } from '../../features/public/screens/sms-off-screen';
import { onLibraryRouter } from '../library-router';

/** `SmsOffScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const SmsOffScreen = onLibraryRouter(Screen, 'SmsOffScreen');
