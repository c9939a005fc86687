import { createContext, useContext } from 'react';
import type { ApiClient } from './client/create-api-client';

/** The app instance's API client; RegistryProvider supplies it. */
export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client)
    throw new Error('useApiClient() needs a RegistryProvider (or an ApiClientContext provider in tests) above it');
  return client;
}
