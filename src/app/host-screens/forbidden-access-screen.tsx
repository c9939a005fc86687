import { ForbiddenAccessScreen as Screen } from '../../features/auth/screens/forbidden-access-screen';
import { onLibraryRouter } from '../library-router';

/** `ForbiddenAccessScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const ForbiddenAccessScreen = onLibraryRouter(Screen, 'ForbiddenAccessScreen');
