import {
  FaqScreen,
  RegistryApp,
  RegistryProvider,
  useSessionState,
  type AnalyticsEvent,
} from '@t1d-registry/participant-app';
import '@t1d-registry/participant-app/styles.css';
import { StrictMode, useState, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate, usePath } from './host-router';
import './host.css';

/** Where the host mounts the whole registry app; every registry link and redirect carries it. */
const REGISTRY_BASE = '/registry';

function HostLink({ to, children }: { to: string; children: string }) {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}

/** The host's own header: reads the registry session through a hook that re-renders it. */
function HostHeader() {
  const { signedIn, profile } = useSessionState();
  return (
    <header className="host-header">
      <strong>Partner clinic portal</strong>
      <nav aria-label="Portal">
        <HostLink to="/">Home</HostLink>
        <HostLink to="/help">Help</HostLink>
        <HostLink to={`${REGISTRY_BASE}/auth/login`}>Registry sign-in</HostLink>
      </nav>
      <p data-testid="host-session">
        {signedIn ? `Registry: signed in${profile ? ` as ${profile.first_name}` : ''}` : 'Registry: signed out'}
      </p>
    </header>
  );
}

function HostRoutes() {
  const path = usePath();
  if (path === REGISTRY_BASE || path.startsWith(`${REGISTRY_BASE}/`)) return <RegistryApp />;
  if (path === '/help') return <FaqScreen />;
  return (
    <section className="host-page">
      <h1>Welcome to the clinic portal</h1>
      <p>Our patients can join the type 1 diabetes research registry without leaving this site.</p>
    </section>
  );
}

function App() {
  // Analytics stay on the page unless the host sends them somewhere: this one only counts them.
  const [events, setEvents] = useState<AnalyticsEvent[]>([]);
  return (
    <RegistryProvider
      apiBase="/api"
      environment="development"
      navigate={navigate}
      basePath={REGISTRY_BASE}
      onAnalyticsEvent={(event) => setEvents((list) => [...list, event])}
    >
      <HostHeader />
      <main>
        <HostRoutes />
      </main>
      <footer className="host-footer" data-testid="host-analytics">
        Registry page views: {events.filter((e) => e.name === 'page_view').length}
      </footer>
    </RegistryProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
