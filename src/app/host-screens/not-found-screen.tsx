import { NotFoundScreen as Screen } from '../../features/public/screens/not-found-screen';
import { onLibraryRouter } from '../library-router';

/** `NotFoundScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const NotFoundScreen = onLibraryRouter(Screen, 'NotFoundScreen');
