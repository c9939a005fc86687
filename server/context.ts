import type { Database } from './db/database';
import type { ExternalIdentityVerifier } from './modules/session/external-identity';
import type { LoginRateLimiter } from './modules/session/rate-limit';
import type { TokenSigner } from './http/tokens';

/** What every route plugin gets: no module-level state, so several processes can share one database. */
export interface ServerContext {
  db: Database;
  tokens: TokenSigner;
  limiter: LoginRateLimiter;
  identities: ExternalIdentityVerifier;
  /** Public origin used in links of outgoing messages (password reset, hand-off). */
  publicUrl: string;
  devOutbox: boolean;
}
