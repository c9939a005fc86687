import { FaqScreen, RegistryProvider } from '@t1d-registry/participant-app';
import '@t1d-registry/participant-app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The smallest use of the library: one screen. Its startup JavaScript is what the size check measures.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RegistryProvider apiBase="/api" environment="development">
      <FaqScreen />
    </RegistryProvider>
  </StrictMode>,
);
