import type { ServerContext, GlucoseVendor, QuotaKind } from './context';
import type { Database } from './db/database';
import type { RegisteredRoute } from './http/endpoint-adapter';
import type { RetryPolicy } from './modules/delivery/service';
import type { ReminderScheduler } from './modules/reminders/service';
import type { ExternalIdentityVerifier, ProviderKey } from './modules/session/service';
import type { LoadedDefinition } from './modules/study/service';

/** What buildApp takes: each option not given is read from the environment (config/settings.ts). */
export interface AppOptions {
  rootDir: string;
  /** Checked study definitions loaded at start (main.ts reads REGISTRY_STUDIES_DIR); none by default. */
  studies?: readonly LoadedDefinition[];
  apiBase?: string;
  environment?: string;
  logger?: boolean;
  /** Where log lines go when logging is on (default stdout); tests read it. */
  logStream?: { write(line: string): void };
  /** An open database (tests); otherwise one is opened from databaseUrl / dataDir and closed with the app. */
  db?: Database;
  databaseUrl?: string;
  dataDir?: string;
  jwtSecret?: string;
  devOutbox?: boolean;
  /** Failed sign-in tries allowed per account and address within 15 minutes (DECISIONS §3: 10). */
  loginRateLimit?: number;
  /**
   * Requests within 15 minutes: per address for signup, reset request, front-end log and e-mail
   * clicks; per account for Relevant ID records (README).
   */
  addressQuotas?: Partial<Record<QuotaKind, number>>;
  allowedOrigins?: string[];
  publicUrl?: string;
  oauthProviders?: Record<string, ProviderKey>;
  identities?: ExternalIdentityVerifier;
  /** Mount the development OpenID provider under /oidc (REGISTRY_DEV_OIDC=1; never in production). */
  devOidc?: boolean;
  /** A CGM vendor (tests); otherwise the development one when switched on. */
  glucoseVendor?: GlucoseVendor;
  /** The development OpenID provider also plays a CGM vendor (REGISTRY_DEV_GLUCOSE_VENDOR=1, needs devOidc). */
  devGlucoseVendor?: boolean;
  /** Seed demo accounts on an empty database (development only; default there: REGISTRY_SEED unless 0). */
  seed?: boolean;
  /** Folder with the builds (standalone/, embed/); default REGISTRY_STATIC_DIR or rootDir/dist. */
  staticDir?: string;
  /** Test mode: every JSON answer of a row is checked against the row's schema for its status. */
  checkAnswers?: boolean;
  /** Clock for tokens (tests). */
  now?: () => number;
  /**
   * Lifetime of one token in seconds (default 60 minutes). Tests shorten it, also through
   * REGISTRY_DEV_TOKEN_SECONDS, which is read only with the development outbox on.
   */
  tokenLifetimeSeconds?: number;
  /** Environment read for every option not given (default process.env). */
  env?: Record<string, string | undefined>;
  /** The delivery worker's backoff (tests shorten it; default: first retry within 10 s, for a day). */
  deliveryRetry?: RetryPolicy;
  /** How often the delivery worker looks for due messages (default 500 ms). */
  deliveryPollMs?: number;
  /** Seconds between reminder runs (default REGISTRY_REMINDER_INTERVAL_S; 0: none of its own). */
  reminderIntervalSeconds?: number;
  /** The reminder scheduler's clock (tests move time with it). */
  reminderClock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's services, for the start-up log line and tests. */
    registry: ServerContext;
    /** Every route registered (the coverage and authorization tests read it). */
    registeredRoutes: readonly RegisteredRoute[];
    /** Answers that did not match the contract (only with `checkAnswers`). */
    contractMismatches: readonly string[];
    /** Whether this server seeds demo data on an empty database (development only). */
    demoData: boolean;
    /** Which messages will not go out for want of a transport (said once at start), if any. */
    deliveryNotice: string | undefined;
    /** The migrations this start applied (none when another process or an earlier start did). */
    migrationsApplied: readonly string[];
    /** This process's reminder scheduler (tests run it at a moment of their choosing). */
    reminders: ReminderScheduler;
  }
}
