import { ChildProfileScreen as Screen } from '../../features/auth/screens/child-profile-screen';
import { onLibraryRouter } from '../library-router';

/** `ChildProfileScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const ChildProfileScreen = onLibraryRouter(Screen, 'ChildProfileScreen');
