import { TermsOfUseScreen as Screen } from '../../features/public/screens/terms-of-use-screen';
import { onLibraryRouter } from '../library-router';

/** `TermsOfUseScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const TermsOfUseScreen = onLibraryRouter(Screen, 'TermsOfUseScreen');
