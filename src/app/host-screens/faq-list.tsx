import { FaqList as Screen } from '../../features/public/components/faq-list';
import { onLibraryRouter } from '../library-router';

/** `FaqList` as the library exports it: on the library's own router, whatever router the host runs. */
export const FaqList = onLibraryRouter(Screen, 'FaqList');
