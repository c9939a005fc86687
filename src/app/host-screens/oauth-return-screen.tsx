import { OAuthReturnScreen as Screen } from '../../features/auth/screens/oauth-return-screen';
import { onLibraryRouter } from '../library-router';

/** `OAuthReturnScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const OAuthReturnScreen = onLibraryRouter(Screen, 'OAuthReturnScreen');
