// The parts of the public layout that the first paint of a signed-out page does not need: the
// signed-in header, the footer (below the content), the mobile menu (opens on a click) and the
// scroll-to-top button (shows after scrolling). One chunk, loaded by use-layout-extras.ts.
export { AuthenticatedHeader } from './authenticated-header';
export { Footer } from './footer';
export { MobileMenu } from './mobile-menu';
export { ScrollToTop } from '@/shared/ui/scroll-to-top';
