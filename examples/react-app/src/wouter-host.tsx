import { FaqScreen, RegistryApp, RegistryProvider, useSessionState } from '@t1d-registry/participant-app';
import '@t1d-registry/participant-app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Router, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import './host.css';

// The same portal as main.tsx, routed with wouter: the host's wouter and the library's are one
// module once npm dedupes them, and each keeps its own routing. The host lives under /wouter (its
// own base); the registry under /wouter/registry, given in full as the library's base path.
const HOST_BASE = '/wouter';
const REGISTRY_BASE = `${HOST_BASE}/registry`;

function HostHeader() {
  const { signedIn, profile } = useSessionState();
  return (
    <header className="host-header">
      <strong>Partner clinic portal</strong>
      <nav aria-label="Portal">
        <Link href="/">Home</Link>
        <Link href="/help">Help</Link>
        <Link href="/registry/auth/login">Registry sign-in</Link>
      </nav>
      <p data-testid="host-session">
        {signedIn ? `Registry: signed in${profile ? ` as ${profile.first_name}` : ''}` : 'Registry: signed out'}
      </p>
    </header>
  );
}

function App() {
  return (
    <Router base={HOST_BASE}>
      <RegistryProvider apiBase="/api" environment="development" navigate={navigate} basePath={REGISTRY_BASE}>
        <HostHeader />
        <main>
          <Switch>
            <Route path="/help">
              <FaqScreen />
            </Route>
            <Route path="/registry/*?">
              <RegistryApp />
            </Route>
            <Route>
              <section className="host-page">
                <h1>Welcome to the clinic portal</h1>
                <p>Our patients can join the type 1 diabetes research registry without leaving this site.</p>
              </section>
            </Route>
          </Switch>
        </main>
      </RegistryProvider>
    </Router>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
