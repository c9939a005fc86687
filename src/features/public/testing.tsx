import type { ReactElement } from 'react';
import { renderWithRegistry, type RegistryRenderResult } from '../../shared/testing/render-with-registry';

export interface PublicRenderOptions {
  path?: string;
  storage?: Record<string, string>;
  fetch?: typeof fetch;
}

export type PublicRenderResult = RegistryRenderResult;

/** Renders a public screen or component at a path, with an in-memory session and an API client on a scripted transport. */
export function renderPublic(ui: ReactElement, options: PublicRenderOptions = {}): PublicRenderResult {
  return renderWithRegistry(ui, options);
}
