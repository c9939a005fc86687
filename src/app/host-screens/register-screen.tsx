import { RegisterScreen as Screen } from '../../features/auth/screens/register-screen';
import { onLibraryRouter } from '../library-router';

/** `RegisterScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const RegisterScreen = onLibraryRouter(Screen, 'RegisterScreen');
