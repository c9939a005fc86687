import Fastify, { type FastifyInstance } from 'fastify';
import type { GlucoseVendor, QuotaKind, ServerContext } from './context';
import type { Database } from './db/database';
import { resolveJwtSecret } from './db/jwt-secret';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DEV_EXTERNAL_PREFIX, registerDevExternalServices } from './http/dev-external-services';
import { registerLoopbackOnly } from './http/dev-features';
import { registerJsonBodyParser } from './http/json-body';
import { collectRoutes, endpointRouter, type RegisteredRoute } from './http/endpoint-adapter';
import { registerParticipantScope } from './http/participant-scope';
import { registerRequestId } from './http/request-id';
import { registerRequestLocale } from './http/request-locale';
import { registerNulCheck } from './http/nul-characters';
import { checkAnswersAgainstContract } from './http/response-check';
import { registerSecurity } from './http/security';
import { registerEmbedFrames } from './http/embed-frame';
import { registerStaticSite } from './http/static-site';
import { createTokenSigner } from './http/tokens';
import { registerErrorHandler, typeboxValidatorCompiler } from './http/validation';
import { registryModules } from './modules';
import { createMetrics } from './ops/metrics';
import { registerOperations } from './ops/operations';
import { requestLogOptions, withoutContacts } from './ops/request-log';
import {
  messageKeys,
  relaySignatureCheck,
  startDelivery,
  unsubscribeMailbox,
  type RetryPolicy,
} from './modules/delivery/service';
import { startReminderScheduler, unsubscribeTokens, type ReminderScheduler } from './modules/reminders/service';
import { DEFAULT_SITE } from '@/config/site';
import { APP_VERSION } from './modules/reference/service';
import {
  createDevOidc,
  createIdTokenVerifier,
  DEFAULT_ADDRESS_QUOTAS,
  LoginRateLimiter,
  participantAuthenticator,
  providerButtonSettings,
  registerProviderAuthorize,
  type ExternalIdentityVerifier,
  type ProviderKey,
} from './modules/session/service';
import type { LoadedDefinition } from './modules/study/service';
import { readSettings, type Env, type Settings } from './config/settings';
import { startPlan } from './config/start-checks';

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

/**
 * `externalServices` of /settings.json (spec 001 §4): the CSO form and Relevant ID script addresses
 * from REGISTRY_CSO_SCRIPT_URL and REGISTRY_RELEVANT_ID_SCRIPT_URL; unset means the step is skipped.
 */
function externalServiceSettings({ values }: Settings) {
  const csoFormScriptUrl = values.REGISTRY_CSO_SCRIPT_URL;
  const relevantIdScriptUrl = values.REGISTRY_RELEVANT_ID_SCRIPT_URL;
  if (!csoFormScriptUrl && !relevantIdScriptUrl) return {};
  return { externalServices: { csoFormScriptUrl, relevantIdScriptUrl } };
}

/**
 * `surveyPartner` of /settings.json (DECISIONS §5): with REGISTRY_SURVEY_PARTNER_CLIENT_ID a core
 * study's survey runs the CSO and Relevant ID steps on the standalone site too (the embed has its
 * attributes); the mode is carried as given. Unset: no survey partner.
 */
function surveyPartnerSettings({ values }: Settings) {
  const clientId = values.REGISTRY_SURVEY_PARTNER_CLIENT_ID;
  return clientId ? { surveyPartner: { clientId, mode: values.REGISTRY_SURVEY_PARTNER_MODE ?? '' } } : {};
}

const QUOTA_ENV = {
  signup: 'REGISTRY_SIGNUP_RATE_LIMIT',
  password_reset: 'REGISTRY_RESET_RATE_LIMIT',
  frontend_log: 'REGISTRY_FRONTEND_LOG_RATE_LIMIT',
  email_click: 'REGISTRY_EMAIL_CLICK_RATE_LIMIT',
  relevant_id: 'REGISTRY_RELEVANT_ID_RATE_LIMIT',
  study_event: 'REGISTRY_STUDY_EVENT_RATE_LIMIT',
} as const satisfies Record<QuotaKind, keyof Settings['values']>;

/** Per-address quotas: options first, then the environment, then the defaults. */
function addressQuotas({ values }: Settings, given: Partial<Record<QuotaKind, number>> = {}) {
  const kinds = Object.keys(DEFAULT_ADDRESS_QUOTAS) as QuotaKind[];
  return Object.fromEntries(kinds.map((k) => [k, given[k] ?? values[QUOTA_ENV[k]]])) as Record<QuotaKind, number>;
}

/** A shortened token lifetime: given by a test, or REGISTRY_DEV_TOKEN_SECONDS on a development server. */
function tokenLifetime(options: AppOptions, { values }: Settings, devOutbox: boolean) {
  if (options.tokenLifetimeSeconds) return options.tokenLifetimeSeconds;
  return devOutbox ? values.REGISTRY_DEV_TOKEN_SECONDS : undefined;
}

/** Builds the reference registry server: API under /api plus the static products. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const env: Env = options.env ?? process.env;
  // Every variable is checked here, before anything opens (config/settings.ts).
  const settings = readSettings(options.environment ? { ...env, REGISTRY_ENVIRONMENT: options.environment } : env);
  const { values, environment, tls } = settings;
  const app = Fastify({
    // One JSON line per request, with nothing secret or personal in it (ops/request-log.ts).
    ...requestLogOptions({
      enabled: !!options.logger || !!options.logStream,
      stream: options.logStream,
      trust: settings.trustProxy,
    }),
    trustProxy: settings.trustProxy,
    // While stopping, ops/shutdown.ts refuses new requests itself (503, Retry-After) and readiness says so.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // HTTPS and HTTP/2 when the environment names a certificate (tls.ts). Fastify types an HTTP/2
    // instance apart; the routes use only what both kinds of request and reply share.
    ...(tls as object),
  });
  const apiBase = options.apiBase ?? '/api';
  const plan = startPlan(settings, options);
  const { devOutbox, devOidc: devOidcOn, demoData, publicUrl, linkOrigin: origin } = plan;
  const port = String(values.PORT);

  const ownsDb = !options.db;
  const dataDir = options.dataDir ?? values.REGISTRY_DATA_DIR;
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: options.databaseUrl ?? values.DATABASE_URL,
      dataDir,
      poolSize: values.REGISTRY_PG_POOL_SIZE,
    }));
  if (ownsDb) app.addHook('onClose', async () => db.close());
  const migrationsApplied = await migrate(db);

  const secret = await resolveJwtSecret(db, options.jwtSecret ?? values.REGISTRY_JWT_SECRET);
  // The development provider needs one issuer at start; it answers loopback requests only.
  const devOidc = devOidcOn
    ? await createDevOidc({ publicUrl: publicUrl ?? `http://localhost:${port}`, port })
    : undefined;
  const oauthProviders = options.oauthProviders ?? settings.oauthProviders;
  // A code from the app's sign-in is exchanged naming the return route on the origin the app runs on.
  const idTokens = createIdTokenVerifier(oauthProviders, {
    publicUrl: origin,
    log: (line) => app.log.warn(withoutContacts(line)),
  });
  const allowedOrigins = options.allowedOrigins ?? values.REGISTRY_ALLOWED_ORIGINS ?? [];
  const delivery = startDelivery({
    db,
    settings: settings.delivery,
    keys: messageKeys({
      configured: values.REGISTRY_MESSAGE_KEY,
      accepted: values.REGISTRY_MESSAGE_ACCEPTED_KEYS,
      jwtSecret: secret,
      jwtAccepted: values.REGISTRY_JWT_ACCEPTED_SECRETS,
    }),
    devOutbox,
    publicUrl: origin,
    retry: options.deliveryRetry,
    pollMs: options.deliveryPollMs,
    log: (line) => app.log.warn(line),
  });
  // Registered after the database's own: close hooks run last first, so the send in hand is
  // recorded before the database closes.
  app.addHook('onClose', async () => delivery.worker.stop());
  const linkTokens = unsubscribeTokens(secret, values.REGISTRY_JWT_ACCEPTED_SECRETS);
  const reminders = startReminderScheduler({
    db,
    intervalSeconds: options.reminderIntervalSeconds ?? values.REGISTRY_REMINDER_INTERVAL_S,
    clock: options.reminderClock,
    queue: delivery.queue,
    publicUrl: origin,
    tokens: linkTokens,
    mailbox: unsubscribeMailbox(settings.delivery),
    registryName: DEFAULT_SITE.registryName,
    log: (line) => app.log.info(line),
  });
  // After the delivery worker's: stopped first, so no run queues a message while the worker stops.
  app.addHook('onClose', async () => reminders.stop());
  const metrics = createMetrics(db);
  const ctx: ServerContext = {
    db,
    tokens: createTokenSigner(
      { signing: secret, accepted: values.REGISTRY_JWT_ACCEPTED_SECRETS },
      options.now,
      tokenLifetime(options, settings, devOutbox),
    ),
    limiter: new LoginRateLimiter(
      db,
      options.loginRateLimit ?? values.REGISTRY_LOGIN_RATE_LIMIT,
      addressQuotas(settings, options.addressQuotas),
      options.loginRateLimit ?? values.REGISTRY_LOGIN_ADDRESS_RATE_LIMIT,
    ),
    counters: metrics.counters,
    identities: options.identities ?? (devOidc ? devOidc.verifier(idTokens) : idTokens),
    publicUrl: origin,
    devOutbox,
    messages: delivery.queue,
    unsubscribeTokens: linkTokens,
    reminders,
    ...(settings.delivery.sms ? { smsRelaySignature: relaySignatureCheck(settings.delivery.sms) } : {}),
    allowedOrigins,
    // Only the development vendor exists so far; unset, glucose-device linking is off.
    glucoseVendor:
      options.glucoseVendor ??
      (devOidc && (options.devGlucoseVendor ?? values.REGISTRY_DEV_GLUCOSE_VENDOR) ? devOidc.glucoseVendor : undefined),
  };

  const modules = registryModules({ studies: options.studies });
  for (const module of modules) await module.onStart?.(ctx);
  if (demoData) for (const module of modules) await module.seed?.(ctx);
  for (const module of modules) await module.afterSeed?.(ctx);

  app.decorate('registry', ctx);
  app.decorate('demoData', demoData);
  app.decorate('deliveryNotice', plan.deliveryNotice);
  app.decorate('migrationsApplied', migrationsApplied);
  app.decorate('reminders', reminders);
  app.decorate('registeredRoutes', collectRoutes(app));
  app.decorate('contractMismatches', options.checkAnswers ? checkAnswersAgainstContract(app) : []);
  app.setValidatorCompiler(typeboxValidatorCompiler);
  registerErrorHandler(app);
  // First of the request hooks: every later one, the handler and the error handler answer in the request's language.
  registerRequestLocale(app);
  registerRequestId(app);
  registerOperations(app, { apiBase, db, metrics, metricsPort: values.REGISTRY_METRICS_PORT, host: values.HOST });
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

  for (const module of modules) await module.outsideRoutes?.(ctx, app, apiBase);
  if (devOidc) await devOidc.register(app);
  registerProviderAuthorize(app, oauthProviders, idTokens);
  if (devOutbox) registerDevExternalServices(app);

  // The app's external sign-in button: the development provider's, or the one configured provider
  // with a client secret (the first in REGISTRY_OAUTH_PROVIDERS), known without asking it.
  const oauth = devOidc?.settings ?? providerButtonSettings(oauthProviders);
  registerEmbedFrames(app, { apiBase, allowedOrigins });
  await registerStaticSite(app, {
    rootDir: options.rootDir,
    distDir: options.staticDir ?? values.REGISTRY_STATIC_DIR,
    settings: {
      apiBase,
      environment,
      ...(oauth ? { oauth } : {}),
      ...(ctx.glucoseVendor ? { glucoseDevice: ctx.glucoseVendor.settings } : {}),
      ...externalServiceSettings(settings),
      ...surveyPartnerSettings(settings),
    },
  });
  return app;
}
