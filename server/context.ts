import type { Database } from './db/database';
import type { Serve } from './http/endpoint-adapter';
import type { TokenSigner } from './http/tokens';
import type { ExternalIdentityVerifier } from './modules/session/external-identity';
import type { LoginRateLimiter } from './modules/session/rate-limit';

/** What every module gets: no module-level state, so several processes can share one database. */
export interface ServerContext {
  db: Database;
  tokens: TokenSigner;
  limiter: LoginRateLimiter;
  identities: ExternalIdentityVerifier;
  /** Public origin used in links of outgoing messages (password reset, hand-off). */
  publicUrl: string;
  devOutbox: boolean;
}

/**
 * A domain of the server (server/modules/index.ts lists them): its routes, registered from the
 * endpoint table under the API base, and its share of the start-up, run in three rounds over all
 * modules: `onStart` after the migrations, `seed` on an empty database (demo data), `afterSeed`.
 */
export interface RegistryModule {
  name: string;
  routes(ctx: ServerContext, serve: Serve): void;
  onStart?(ctx: ServerContext): Promise<void>;
  seed?(ctx: ServerContext): Promise<void>;
  afterSeed?(ctx: ServerContext): Promise<void>;
}
