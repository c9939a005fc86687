import { IsDeactivatedScreen as Screen } from '../../features/public/screens/is-deactivated-screen';
import { onLibraryRouter } from '../library-router';

/** `IsDeactivatedScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const IsDeactivatedScreen = onLibraryRouter(Screen, 'IsDeactivatedScreen');
