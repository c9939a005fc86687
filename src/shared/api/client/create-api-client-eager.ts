export { createTransport as createApiClient } from './api-transport';

// The single-file embed's stand-in for create-api-client.ts (embed/vite.config.ts aliases it): a
// bundle without chunks gains nothing from loading the transport on the first call and would pay
// for the deferring shell and the inlined dynamic import's wrapper.
