import {
  FaqScreen,
  RegistryApp,
  RegistryProvider,
  useSessionState,
  type AnalyticsEvent,
} from '@t1d-registry/participant-app';
import '@t1d-registry/participant-app/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';
import './host.css';

/** Where the host mounts the whole registry app; every registry link and redirect carries it. */
const REGISTRY_BASE = '/registry';

/** The host's own header: reads the registry session through a hook that re-renders it. */
function HostHeader() {
  const { signedIn, profile } = useSessionState();
  return (
    <header className="host-header">
      <strong>Partner clinic portal</strong>
      <nav aria-label="Portal">
        <Link to="/">Home</Link>
        <Link to="/help">Help</Link>
        <Link to={`${REGISTRY_BASE}/auth/login`}>Registry sign-in</Link>
      </nav>
      <p data-testid="host-session">
        {signedIn ? `Registry: signed in${profile ? ` as ${profile.first_name}` : ''}` : 'Registry: signed out'}
      </p>
    </header>
  );
}

function HostRoutes() {
  return (
    <Routes>
      <Route path={`${REGISTRY_BASE}/*`} element={<RegistryApp />} />
      <Route path="/help" element={<FaqScreen />} />
      <Route
        path="*"
        element={
          <section className="host-page">
            <h1>Welcome to the clinic portal</h1>
            <p>Our patients can join the type 1 diabetes research registry without leaving this site.</p>
          </section>
        }
      />
    </Routes>
  );
}

function App() {
  // Analytics stay on the page unless the host sends them somewhere: this one only counts them.
  const [events, setEvents] = useState<AnalyticsEvent[]>([]);
  // The registry's screens navigate through React Router, with full paths (basePath included).
  const navigate = useNavigate();
  return (
    <RegistryProvider
      apiBase="/api"
      environment="development"
      navigate={(to, options) => void navigate(to, options)}
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
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
