import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../config/paths';

const NotFoundScreen = lazy(() => import('../features/public/screens/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

function Title({ text }: { text: string }) {
  return (
    <main className="registry-page" id="main">
      <h1>{text}</h1>
    </main>
  );
}

/** The route table of the standalone site. */
export function RegistryApp() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={paths.root.path}>
          <Redirect to={paths.landing.href()} replace />
        </Route>
        <Route path={paths.landing.path}>
          <Title text="Welcome to the registry!" />
        </Route>
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </Suspense>
  );
}
