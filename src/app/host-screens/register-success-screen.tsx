import { RegisterSuccessScreen as Screen } from '../../features/auth/screens/register-success-screen';
import { onLibraryRouter } from '../library-router';

/** `RegisterSuccessScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const RegisterSuccessScreen = onLibraryRouter(Screen, 'RegisterSuccessScreen');
