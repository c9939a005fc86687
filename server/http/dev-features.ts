import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

// The development features (REGISTRY_DEV_OUTBOX=1: the open outbox with every reset link and code;
// REGISTRY_DEV_OIDC=1: an OpenID provider that signs anyone in under any login name) let whoever
// reaches them take over any account. They stay for the one-command demo (`npm start`), but
// (issue 11): they answer only requests whose socket comes from this machine, the start-up says so
// loudly, and a production-like environment refuses to start with them.

export const ENVIRONMENTS = ['development', 'qa', 'sb', 'staging', 'prod'] as const;
export type RegistryEnvironment = (typeof ENVIRONMENTS)[number];
const PRODUCTION_LIKE: readonly RegistryEnvironment[] = ['staging', 'prod'];

export const DEV_FEATURES_REFUSED =
  'The registry did not start: development features (REGISTRY_DEV_OUTBOX=1, REGISTRY_DEV_OIDC=1) are never allowed when REGISTRY_ENVIRONMENT is prod or staging.';

export interface DevFeatures {
  devOutbox: boolean;
  devOidc: boolean;
}

/** The environment name (DECISIONS §5), checked: a misspelt name must not pass as development. */
export function registryEnvironment(raw: string | undefined): RegistryEnvironment {
  const name = raw?.trim() || 'development';
  if (!(ENVIRONMENTS as readonly string[]).includes(name))
    throw new Error(`REGISTRY_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}; it is "${name}".`);
  return name as RegistryEnvironment;
}

/** Throws before anything opens when a development feature is on in a production-like environment. */
export function refuseDevFeaturesIn(environment: RegistryEnvironment, features: DevFeatures) {
  if (PRODUCTION_LIKE.includes(environment) && (features.devOutbox || features.devOidc))
    throw new Error(DEV_FEATURES_REFUSED);
}

/**
 * Whether a socket address is this machine: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. Only the
 * socket's own address counts: X-Forwarded-For is whatever the caller wrote.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/** Requests under these prefixes from anywhere but this machine answer 404, as if nothing were there. */
export function registerLoopbackOnly(app: FastifyInstance, prefixes: readonly string[]) {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '';
    if (!prefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))) return;
    if (!isLoopback(request.raw.socket?.remoteAddress)) throw notFound();
  });
}

/** The loud start-up lines for the development features that are on ('' when none is). */
export function devFeaturesNotice({ devOutbox, devOidc }: DevFeatures): string {
  const on = [
    ...(devOutbox ? ['the development outbox (/api/dev/outbox: every reset link and sign-in code, readable)'] : []),
    ...(devOidc ? ['the development OpenID provider (/oidc: signs in under any login name)'] : []),
  ];
  if (on.length === 0) return '';
  const bar = '!'.repeat(100);
  return [
    bar,
    `!! DEVELOPMENT FEATURES ON: ${on.join('; ')}.`,
    '!! They let anyone who reaches them sign in as any account, so they answer only loopback requests',
    '!! (127.0.0.1, ::1) and the server refuses them when REGISTRY_ENVIRONMENT is prod or staging.',
    '!! Turn them off with REGISTRY_DEV_OUTBOX=0 REGISTRY_DEV_OIDC=0 (see README, "Production").',
    bar,
  ].join('\n');
}
