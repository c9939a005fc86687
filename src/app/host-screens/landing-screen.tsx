import { LandingScreen as Screen } from '../../features/public/screens/landing-screen';
import { onLibraryRouter } from '../library-router';

/** `LandingScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const LandingScreen = onLibraryRouter(Screen, 'LandingScreen');
