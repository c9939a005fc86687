import { ResetPasswordScreen as Screen } from '../../features/auth/screens/reset-password-screen';
import { onLibraryRouter } from '../library-router';

/** `ResetPasswordScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const ResetPasswordScreen = onLibraryRouter(Screen, 'ResetPasswordScreen');
