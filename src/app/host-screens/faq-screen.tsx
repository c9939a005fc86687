import { FaqScreen as Screen } from '../../features/public/screens/faq-screen';
import { onLibraryRouter } from '../library-router';

/** `FaqScreen` as the library exports it: on the library's own router, whatever router the host runs. */
export const FaqScreen = onLibraryRouter(Screen, 'FaqScreen');
