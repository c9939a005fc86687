import { PrivacyPolicyScreen as Screen } from '../../features/public/screens/privacy-policy-screen';
import { onLibraryRouter } from '../library-router';

/** `PrivacyPolicyScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const PrivacyPolicyScreen = onLibraryRouter(Screen, 'PrivacyPolicyScreen');
