import Fastify, { type FastifyInstance } from 'fastify';
import type { GlucoseVendor, QuotaKind, ServerContext } from './context';
import type { Database } from './db/database';
import { resolveJwtSecret } from './db/jwt-secret';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DEV_EXTERNAL_PREFIX, registerDevExternalServices } from './http/dev-external-services';
import { refuseDevFeaturesIn, registerLoopbackOnly, registryEnvironment } from './http/dev-features';
import { registerJsonBodyParser } from './http/json-body';
import { linkOrigin } from './http/link-origin';
import { collectRoutes, endpointRouter, type RegisteredRoute } from './http/endpoint-adapter';
import { registerParticipantScope } from './http/participant-scope';
import { registerRequestLocale } from './http/request-locale';
import { registerNulCheck } from './http/nul-characters';
import { checkAnswersAgainstContract } from './http/response-check';
import { parseOrigins, registerSecurity } from './http/security';
import { registerStaticSite } from './http/static-site';
import { createTokenSigner } from './http/tokens';
import { tlsServerOptions } from './http/tls';
import { trustProxyFrom } from './http/trust-proxy';
import { registerErrorHandler, typeboxValidatorCompiler } from './http/validation';
import { registryModules } from './modules';
import { createMetrics } from './ops/metrics';
import { registerOperations } from './ops/operations';
import { requestLogOptions, withoutContacts } from './ops/request-log';
import {
  deliveryRefusal,
  deliverySettingsFrom,
  messageKey,
  startDelivery,
  undeliveredNotice,
  type RetryPolicy,
} from './modules/delivery/service';
import { APP_VERSION } from './modules/reference/service';
import {
  createDevOidc,
  createIdTokenVerifier,
  DEFAULT_ADDRESS_QUOTAS,
  LoginRateLimiter,
  participantAuthenticator,
  providersFromEnv,
  type ExternalIdentityVerifier,
  type ProviderKey,
} from './modules/session/service';
import type { LoadedDefinition } from './modules/study/service';

export { APP_VERSION };

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
  }
}

const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v : undefined);

/**
 * `externalServices` of /settings.json (spec 001 §4): the CSO form and Relevant ID script addresses
 * from REGISTRY_CSO_SCRIPT_URL and REGISTRY_RELEVANT_ID_SCRIPT_URL; unset means the step is skipped.
 */
function externalServiceSettings(env: Record<string, string | undefined>) {
  const csoFormScriptUrl = nonEmpty(env.REGISTRY_CSO_SCRIPT_URL);
  const relevantIdScriptUrl = nonEmpty(env.REGISTRY_RELEVANT_ID_SCRIPT_URL);
  if (!csoFormScriptUrl && !relevantIdScriptUrl) return {};
  return { externalServices: { csoFormScriptUrl, relevantIdScriptUrl } };
}

const QUOTA_ENV: Record<QuotaKind, string> = {
  signup: 'REGISTRY_SIGNUP_RATE_LIMIT',
  password_reset: 'REGISTRY_RESET_RATE_LIMIT',
  frontend_log: 'REGISTRY_FRONTEND_LOG_RATE_LIMIT',
  email_click: 'REGISTRY_EMAIL_CLICK_RATE_LIMIT',
  relevant_id: 'REGISTRY_RELEVANT_ID_RATE_LIMIT',
  study_event: 'REGISTRY_STUDY_EVENT_RATE_LIMIT',
};

/** Per-address quotas: options first, then the environment, then the defaults. */
function addressQuotas(env: Record<string, string | undefined>, given: Partial<Record<QuotaKind, number>> = {}) {
  const kinds = Object.keys(DEFAULT_ADDRESS_QUOTAS) as QuotaKind[];
  return Object.fromEntries(
    kinds.map((k) => [k, given[k] ?? Number(nonEmpty(env[QUOTA_ENV[k]]) ?? DEFAULT_ADDRESS_QUOTAS[k])]),
  ) as Record<QuotaKind, number>;
}

/** A shortened token lifetime: given by a test, or REGISTRY_DEV_TOKEN_SECONDS on a development server. */
function tokenLifetime(options: AppOptions, env: Record<string, string | undefined>, devOutbox: boolean) {
  if (options.tokenLifetimeSeconds) return options.tokenLifetimeSeconds;
  const fromEnv = Number(nonEmpty(env.REGISTRY_DEV_TOKEN_SECONDS));
  return devOutbox && Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : undefined;
}

export const SEED_REFUSED =
  'The registry did not start: demo data (REGISTRY_SEED=1) is created only when REGISTRY_ENVIRONMENT is development. Its accounts have published passwords and its made-up participants would feed Data Insights. Remove REGISTRY_SEED.';

/**
 * Demo accounts and the made-up cohort are for the one-command demo: development seeds them unless
 * REGISTRY_SEED=0; any other environment never does, and asking for them there stops the start.
 */
function demoDataWanted(environment: string, given: boolean | undefined, fromEnv: string | undefined): boolean {
  const asked = given ?? (fromEnv === undefined ? undefined : fromEnv !== '0');
  if (environment !== 'development') {
    if (asked) throw new Error(SEED_REFUSED);
    return false;
  }
  return asked !== false;
}

/** Builds the reference registry server: API under /api plus the static products. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const tls = tlsServerOptions(env);
  const trust = trustProxyFrom(env.REGISTRY_TRUST_PROXY);
  const app = Fastify({
    // One JSON line per request, with nothing secret or personal in it (ops/request-log.ts).
    ...requestLogOptions({ enabled: !!options.logger || !!options.logStream, stream: options.logStream, trust }),
    trustProxy: trust,
    // While stopping, ops/shutdown.ts refuses new requests itself (503, Retry-After) and readiness says so.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // HTTPS and HTTP/2 when the environment names a certificate (tls.ts). Fastify types an HTTP/2
    // instance apart; the routes use only what both kinds of request and reply share.
    ...(tls as object),
  });
  const apiBase = options.apiBase ?? '/api';
  const environment = registryEnvironment(options.environment ?? nonEmpty(env.REGISTRY_ENVIRONMENT));
  const devOutbox = options.devOutbox ?? env.REGISTRY_DEV_OUTBOX === '1';
  const devOidcOn = options.devOidc ?? env.REGISTRY_DEV_OIDC === '1';
  refuseDevFeaturesIn(environment, { devOutbox, devOidc: devOidcOn });
  const demoData = demoDataWanted(environment, options.seed, nonEmpty(env.REGISTRY_SEED));
  const deliverySettings = deliverySettingsFrom(env, environment);
  const refusal = deliveryRefusal(deliverySettings, environment);
  if (refusal) throw new Error(refusal);
  const oauthProviders =
    options.oauthProviders ?? providersFromEnv(nonEmpty(env.REGISTRY_OAUTH_PROVIDERS), environment);
  const port = nonEmpty(env.PORT) ?? '8080';
  const publicUrl = options.publicUrl ?? nonEmpty(env.REGISTRY_PUBLIC_URL);
  const origin = linkOrigin({ environment, publicUrl, host: nonEmpty(env.HOST), port, tls: tls !== undefined });

  const ownsDb = !options.db;
  const dataDir = options.dataDir ?? nonEmpty(env.REGISTRY_DATA_DIR) ?? '.data';
  const db =
    options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl ?? nonEmpty(env.DATABASE_URL), dataDir }));
  if (ownsDb) app.addHook('onClose', async () => db.close());
  await migrate(db);

  const secret = await resolveJwtSecret(db, options.jwtSecret ?? nonEmpty(env.REGISTRY_JWT_SECRET));
  // The development provider needs one issuer at start; it answers loopback requests only.
  const devOidc = devOidcOn
    ? await createDevOidc({ publicUrl: publicUrl ?? `http://localhost:${port}`, port })
    : undefined;
  const idTokens = createIdTokenVerifier(oauthProviders, { log: (line) => app.log.warn(line) });
  const allowedOrigins = options.allowedOrigins ?? parseOrigins(env.REGISTRY_ALLOWED_ORIGINS);
  const delivery = startDelivery({
    db,
    settings: deliverySettings,
    key: messageKey(nonEmpty(env.REGISTRY_MESSAGE_KEY), secret),
    devOutbox,
    publicUrl: origin,
    retry: options.deliveryRetry,
    pollMs: options.deliveryPollMs,
    log: (line) => app.log.warn(withoutContacts(line)),
  });
  // Registered after the database's own: close hooks run last first, so the send in hand is
  // recorded before the database closes.
  app.addHook('onClose', async () => delivery.worker.stop());
  const metrics = createMetrics(db);
  const ctx: ServerContext = {
    db,
    tokens: createTokenSigner(secret, options.now, tokenLifetime(options, env, devOutbox)),
    limiter: new LoginRateLimiter(
      db,
      options.loginRateLimit ?? Number(nonEmpty(env.REGISTRY_LOGIN_RATE_LIMIT) ?? 10),
      addressQuotas(env, options.addressQuotas),
    ),
    identities: options.identities ?? (devOidc ? devOidc.verifier(idTokens) : idTokens),
    publicUrl: origin,
    devOutbox,
    messages: delivery.queue,
    allowedOrigins,
    counters: metrics.counters,
    // Only the development vendor exists so far; unset, glucose-device linking is off.
    glucoseVendor:
      options.glucoseVendor ??
      (devOidc && (options.devGlucoseVendor ?? env.REGISTRY_DEV_GLUCOSE_VENDOR === '1')
        ? devOidc.glucoseVendor
        : undefined),
  };

  const modules = registryModules({ studies: options.studies });
  for (const module of modules) await module.onStart?.(ctx);
  if (demoData) for (const module of modules) await module.seed?.(ctx);
  for (const module of modules) await module.afterSeed?.(ctx);

  app.decorate('registry', ctx);
  app.decorate('demoData', demoData);
  app.decorate(
    'deliveryNotice',
    environment === 'development' && devOutbox ? undefined : undeliveredNotice(deliverySettings, environment),
  );
  app.decorate('registeredRoutes', collectRoutes(app));
  app.decorate('contractMismatches', options.checkAnswers ? checkAnswersAgainstContract(app) : []);
  app.setValidatorCompiler(typeboxValidatorCompiler);
  registerErrorHandler(app);
  // First of the request hooks: every later one, the handler and the error handler answer in the request's language.
  registerRequestLocale(app);
  registerOperations(app, { apiBase, db, metrics, env });
  await registerSecurity(app, allowedOrigins, { hsts: tls !== undefined && environment !== 'development' });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-TR-VERSION', APP_VERSION);
    return payload;
  });
  registerLoopbackOnly(app, [`${apiBase}/dev`, '/oidc', DEV_EXTERNAL_PREFIX]);
  registerJsonBodyParser(app);
  registerNulCheck(app);
  registerParticipantScope(app, { authenticate: participantAuthenticator(ctx) });

  await app.register(
    async (api) => {
      const serve = endpointRouter(api, { devOutbox: ctx.devOutbox });
      for (const module of modules) module.routes(ctx, serve);
    },
    { prefix: apiBase },
  );

  if (devOidc) await devOidc.register(app);
  if (devOutbox) registerDevExternalServices(app);

  await registerStaticSite(app, {
    rootDir: options.rootDir,
    distDir: options.staticDir ?? nonEmpty(env.REGISTRY_STATIC_DIR),
    settings: {
      apiBase,
      environment,
      ...(devOidc ? { oauth: devOidc.settings } : {}),
      ...(ctx.glucoseVendor ? { glucoseDevice: ctx.glucoseVendor.settings } : {}),
      ...externalServiceSettings(env),
    },
  });
  return app;
}
