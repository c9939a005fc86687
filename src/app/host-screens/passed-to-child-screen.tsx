import { PassedToChildScreen as Screen } from '../../features/public/screens/passed-to-child-screen';
import { onLibraryRouter } from '../library-router';

/** `PassedToChildScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const PassedToChildScreen = onLibraryRouter(Screen, 'PassedToChildScreen');
