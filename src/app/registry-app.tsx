import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../config/paths';
import * as layoutExtras from '../features/public/components/layout-extras';
import { provideLayoutExtras } from '../features/public/components/use-layout-extras';
import { LoadFailureBoundary } from '../shared/ui/load-failure-boundary';
import { GuardedRoutes } from './guarded-routes';
import { LibraryRouter } from '../shared/routing/library-router';
import { NavigationBridge } from './navigation';
import { RouteEffects } from './route-effects';
import { NotFoundScreen, SCREENS } from './screens';

// The whole app paints its public pages whole at once (footer, signed-in header): the layout's
// extras come with it instead of as a chunk after the first paint, as they do for one mounted screen.
provideLayoutExtras(layoutExtras);
// The full app calls the API from its first screens (the session's profile, the guards): its client's
// transport is fetched beside it rather than on the first call (a one-screen host waits for that call).
if (typeof window !== 'undefined') void import('../shared/api/client/api-transport').catch(() => undefined);

/**
 * The whole route table of spec 000 §2 and 001 §2, each route behind its guard and split into its
 * own chunk. Runs on the router the provider chose (the browser's location under `basePath`, or a
 * memory one), never on a router of the host's around it.
 */
export function RegistryApp() {
  return (
    <LibraryRouter>
      <RoutedApp />
    </LibraryRouter>
  );
}

function RoutedApp() {
  const [location] = useLocation();
  // A screen whose chunk could not be loaded says so in its place; another route starts afresh.
  return (
    <>
      <NavigationBridge />
      <RouteEffects />
      <LoadFailureBoundary resetKey={location}>
        <Suspense fallback={null}>
          <GuardedRoutes
            start={<Redirect to={paths.landing.href()} replace />}
            screens={SCREENS}
            otherwise={<NotFoundScreen />}
          />
        </Suspense>
      </LoadFailureBoundary>
    </>
  );
}
