import { ProfileTypeDialog as Screen } from '../../features/auth/dialogs/profile-type-dialog';
import { onLibraryRouter } from '../library-router';

/** `ProfileTypeDialog` as the library exports it: on the library's own router, whatever router the host runs. */
export const ProfileTypeDialog = onLibraryRouter(Screen, 'ProfileTypeDialog');
