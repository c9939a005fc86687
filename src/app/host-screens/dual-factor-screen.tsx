import { DualFactorScreen as Screen } from '../../features/auth/screens/dual-factor-screen';
import { onLibraryRouter } from '../library-router';

/** `DualFactorScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const DualFactorScreen = onLibraryRouter(Screen, 'DualFactorScreen');
