import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './errors';

// The development features (REGISTRY_DEV_OUTBOX=1: the open outbox with every reset link and code;
// REGISTRY_DEV_OIDC=1: an OpenID provider that signs anyone in under any login name) let whoever
// reaches them take over any account. They stay for the one-command demo (`npm start`), but they
// answer only requests whose socket comes from this machine and that no proxy passed on, the
// start-up says so loudly, and a production-like environment refuses to start with them.

export const ENVIRONMENTS = ['development', 'qa', 'sb', 'staging', 'prod'] as const;
export type RegistryEnvironment = (typeof ENVIRONMENTS)[number];
const PRODUCTION_LIKE: readonly RegistryEnvironment[] = ['staging', 'prod'];

export const DEV_FEATURES_REFUSED =
  'The registry did not start: development features (REGISTRY_DEV_OUTBOX=1, REGISTRY_DEV_OIDC=1) are never allowed when REGISTRY_ENVIRONMENT is prod or staging.';

export interface DevFeatures {
  devOutbox: boolean;
  devOidc: boolean;
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

/** Headers a proxy adds when it passes a request on (any `X-Forwarded-*` counts as well). */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
];

/**
 * Whether a request was made on this machine: its socket comes from loopback and it carries no
 * forwarding header. Behind a reverse proxy on the same host every socket is loopback, so a request
 * a proxy passed on (or one written to look like it) is never local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = Object.keys(request.headers).some(
    (name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name),
  );
  return !forwarded && isLoopback(request.raw.socket?.remoteAddress);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route under a loopback-only prefix: requests not made on this machine answer 404. */
    loopbackOnly?: boolean;
  }
}

/**
 * Routes registered under these prefixes answer 404 to any request not made on this machine, as if
 * nothing were there. The prefix is matched against each route's own path when it is registered,
 * and the check reads the route a request was routed to: percent-escapes, absolute-form request
 * lines or any other spelling of the address that reaches the route meets the same check.
 */
export function registerLoopbackOnly(app: FastifyInstance, prefixes: readonly string[]) {
  app.addHook('onRoute', (route) => {
    if (prefixes.some((p) => route.url === p || route.url.startsWith(`${p}/`)))
      route.config = { ...route.config, loopbackOnly: true };
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.loopbackOnly && !isLocalRequest(request)) throw notFound();
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
