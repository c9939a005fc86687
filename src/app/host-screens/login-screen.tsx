import { LoginScreen as Screen } from '../../features/auth/screens/login-screen';
import { onLibraryRouter } from '../library-router';

/** `LoginScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const LoginScreen = onLibraryRouter(Screen, 'LoginScreen');
