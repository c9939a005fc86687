import type { ComponentType, ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { paths, type RouteName } from '../config/paths';
import { ROUTE_ACCESS } from './guards';
import { LogoutRoute } from './logout-route';
import { RouteGuard } from './route-guard';

/**
 * The route switch every host of the screens runs: its start page at `/`, the sign-out route, each
 * screen of `screens` behind its route's guard, and `otherwise` for any other path. The full app and
 * the survey gadget differ only in these pieces, so both pass their own (the gadget keeps its smaller
 * map so its build carries none of the app's other screens).
 */
export function GuardedRoutes({
  start,
  screens,
  otherwise,
}: {
  start: ReactNode;
  screens: Partial<Record<RouteName, ComponentType>>;
  otherwise: ReactNode;
}) {
  const names = Object.keys(screens) as RouteName[];
  return (
    <Switch>
      <Route path={paths.root.path}>{start}</Route>
      <Route path={paths.logout.path}>
        <LogoutRoute />
      </Route>
      {names.map((name) => {
        const Screen = screens[name] as ComponentType;
        return (
          <Route key={name} path={paths[name].path}>
            <RouteGuard access={ROUTE_ACCESS[name]}>
              <Screen />
            </RouteGuard>
          </Route>
        );
      })}
      <Route>{otherwise}</Route>
    </Switch>
  );
}
