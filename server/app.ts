import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import type { AppOptions } from './app-options';
import { resolveJwtSecret } from './db/jwt-secret';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DEV_EXTERNAL_PREFIX, registerDevExternalServices } from './http/dev-external-services';
import { registerLoopbackOnly } from './http/dev-features';
import { registerJsonBodyParser } from './http/json-body';
import { collectRoutes, endpointRouter } from './http/endpoint-adapter';
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
import { messageKeys, relaySignatureCheck, startDelivery, unsubscribeMailbox } from './modules/delivery/service';
import { startReminderScheduler, unsubscribeTokens } from './modules/reminders/service';
import { DEFAULT_SITE } from '@/config/site';
import { APP_VERSION } from './modules/reference/service';
import {
  createDevOidc,
  createIdTokenVerifier,
  LoginRateLimiter,
  participantAuthenticator,
  providerButtonSettings,
  registerProviderAuthorize,
} from './modules/session/service';
import { readSettings, type Env } from './config/settings';
import { addressQuotas, externalServiceSettings, surveyPartnerSettings, tokenLifetime } from './config/app-settings';
import { startPlan } from './config/start-checks';

export { APP_VERSION };
export type { AppOptions };

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
