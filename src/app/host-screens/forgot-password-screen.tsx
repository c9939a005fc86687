import { ForgotPasswordScreen as Screen } from '../../features/auth/screens/forgot-password-screen';
import { onLibraryRouter } from '../library-router';

/** `ForgotPasswordScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const ForgotPasswordScreen = onLibraryRouter(Screen, 'ForgotPasswordScreen');
