import Fastify, { type FastifyInstance } from 'fastify';
import { createDevOidc } from './modules/session/dev-oidc-provider';
import { createIdTokenVerifier, providersFromEnv, type ExternalIdentityVerifier, type ProviderKey } from './modules/session/external-identity';
import { resolveJwtSecret } from './db/jwt-secret';
import { LoginRateLimiter } from './modules/session/rate-limit';
import { createTokenSigner } from './http/tokens';
import type { ServerContext } from './context';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { parseOrigins, registerSecurity } from './http/security';
import { registerErrorHandler, typeboxValidatorCompiler } from './http/validation';
import { dashboardRoutes } from './routes/dashboard-routes';
import { smsOffRoutes } from './routes/sms-off-routes';
import { lifecycleRoutes } from './routes/lifecycle-routes';
import { passwordRoutes } from './routes/password-routes';
import { profileRoutes } from './routes/profile-routes';
import { referenceRoutes } from './routes/reference-routes';
import { sessionRoutes } from './routes/session-routes';
import { seedDemoAccounts } from './modules/accounts/seed';
import { registerStaticSite } from './http/static-site';

/**
 * A domain that plugs into the server (the study domain does): its routes under the API base, and
 * work to do at start after the migrations and before the demo accounts are seeded (e.g. loading
 * study definitions, so the seeded accounts get their user studies).
 */
export interface RegistryModule {
  name: string;
  onStart?: (ctx: ServerContext) => Promise<void>;
  /** Work after the demo accounts are seeded (e.g. giving them the studies loaded at start). */
  afterSeed?: (ctx: ServerContext) => Promise<void>;
  routes?: (ctx: ServerContext) => (api: FastifyInstance) => Promise<void>;
}

export interface AppOptions {
  /** Domains registered after the account, profile and dashboard routes. */
  modules?: RegistryModule[];
  rootDir: string;
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
  allowedOrigins?: string[];
  publicUrl?: string;
  oauthProviders?: Record<string, ProviderKey>;
  identities?: ExternalIdentityVerifier;
  /** Mount the development OpenID provider under /oidc (REGISTRY_DEV_OIDC=1; never in production). */
  devOidc?: boolean;
  /** Seed demo accounts on an empty database (default true). */
  seed?: boolean;
  /** Folder with the builds (standalone/, embed/); default REGISTRY_STATIC_DIR or rootDir/dist. */
  staticDir?: string;
  /** Clock for tokens (tests). */
  now?: () => number;
  /** Environment read for every option not given (default process.env). */
  env?: Record<string, string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's services, for the start-up log line and tests. */
    registry: ServerContext;
  }
}

export const APP_VERSION = '0.1.0';

const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v : undefined);

/** Builds the reference registry server: API under /api plus the static products. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  // Passwords and tokens never reach the log: bodies are not logged and these headers are redacted.
  const app = Fastify({
    logger: options.logger || options.logStream ? { redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body'], ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    trustProxy: nonEmpty(env.REGISTRY_TRUST_PROXY) === '1',
    bodyLimit: 1024 * 1024,
  });
  const apiBase = options.apiBase ?? '/api';

  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl ?? nonEmpty(env.DATABASE_URL), dataDir: options.dataDir ?? nonEmpty(env.REGISTRY_DATA_DIR) ?? '.data' }));
  if (ownsDb) app.addHook('onClose', async () => db.close());
  await migrate(db);

  const secret = await resolveJwtSecret(db, options.jwtSecret ?? nonEmpty(env.REGISTRY_JWT_SECRET));
  const port = nonEmpty(env.PORT) ?? '8080';
  const publicUrl = options.publicUrl ?? nonEmpty(env.REGISTRY_PUBLIC_URL) ?? `http://localhost:${port}`;
  const devOidc = (options.devOidc ?? env.REGISTRY_DEV_OIDC === '1') ? await createDevOidc({ publicUrl, port }) : undefined;
  const idTokens = createIdTokenVerifier(options.oauthProviders ?? providersFromEnv(nonEmpty(env.REGISTRY_OAUTH_PROVIDERS)));
  const ctx: ServerContext = {
    db,
    tokens: createTokenSigner(secret, options.now),
    limiter: new LoginRateLimiter(db, options.loginRateLimit ?? Number(nonEmpty(env.REGISTRY_LOGIN_RATE_LIMIT) ?? 10)),
    identities: options.identities ?? (devOidc ? devOidc.verifier(idTokens) : idTokens),
    publicUrl,
    devOutbox: options.devOutbox ?? env.REGISTRY_DEV_OUTBOX === '1',
  };
  const modules = options.modules ?? [];
  for (const module of modules) await module.onStart?.(ctx);
  if (options.seed ?? nonEmpty(env.REGISTRY_SEED) !== '0') await seedDemoAccounts(db);
  for (const module of modules) await module.afterSeed?.(ctx);

  app.decorate('registry', ctx);
  app.setValidatorCompiler(typeboxValidatorCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, options.allowedOrigins ?? parseOrigins(env.REGISTRY_ALLOWED_ORIGINS));
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-TR-VERSION', APP_VERSION);
    return payload;
  });

  await app.register(
    async (api) => {
      api.get('/meta/version', async () => ({ version: APP_VERSION }));
      api.get('/registry/version', async () => ({ version: APP_VERSION }));
      await api.register(sessionRoutes(ctx));
      await api.register(passwordRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(lifecycleRoutes(ctx));
      await api.register(referenceRoutes(ctx));
      await api.register(dashboardRoutes(ctx));
      await api.register(smsOffRoutes(ctx));
      for (const module of modules) if (module.routes) await api.register(module.routes(ctx));
    },
    { prefix: apiBase },
  );

  if (devOidc) await devOidc.register(app);

  await registerStaticSite(app, {
    rootDir: options.rootDir,
    distDir: options.staticDir ?? nonEmpty(env.REGISTRY_STATIC_DIR),
    settings: { apiBase, environment: options.environment ?? 'development', ...(devOidc ? { oauth: devOidc.settings } : {}) },
  });
  return app;
}
