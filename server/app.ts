import Fastify, { type FastifyInstance } from 'fastify';
import { registerStaticSite } from './static-site';

export interface AppOptions {
  rootDir: string;
  apiBase?: string;
  environment?: string;
  logger?: boolean;
}

export const APP_VERSION = '0.1.0';

/** Builds the reference registry server: API under /api plus the static products. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const apiBase = options.apiBase ?? '/api';

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-TR-VERSION', APP_VERSION);
    return payload;
  });

  await app.register(
    async (api) => {
      api.get('/meta/version', async () => ({ version: APP_VERSION }));
      api.get('/registry/version', async () => ({ version: APP_VERSION }));
    },
    { prefix: apiBase },
  );

  await registerStaticSite(app, {
    rootDir: options.rootDir,
    settings: { apiBase, environment: options.environment ?? 'development' },
  });
  return app;
}
