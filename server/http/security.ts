import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { CLIENT_REQUEST_HEADERS, PARTNER_REF_HEADER } from '@contract';
import type { EndpointName } from '@contract/routes';
import { frameCsp } from './embed-frame';

/**
 * Lets the SPA run (its scripts and styles from this origin; React's inline style attributes; its
 * own frames and the PDFs it prints) and nothing else.
 */
export const HTML_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The site's own service worker (/sw.js) and its web app manifest (docs/decisions.md, "Answering
  // without a connection"); said outright rather than left to default-src.
  "worker-src 'self'",
  "manifest-src 'self'",
  // Print loads the PDF the API answered (an object URL) into a hidden frame and prints it there.
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The endpoint-table row of the one HTML document the server renders (a procedure's answers). */
const ANSWERS_DOCUMENT: EndpointName = 'getAnswersDocument';

/** Documents the server renders (answers) carry no script at all; the app may frame them. */
export const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

export function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** A year of HTTPS only, for a server that answers HTTPS itself outside development (tls.ts). */
export const HSTS = 'max-age=31536000';

export async function registerSecurity(app: FastifyInstance, allowedOrigins: string[], { hsts = false } = {}) {
  const framePolicy = frameCsp(allowedOrigins);
  // Partner sites embedding the gadget call the API from their origin; nobody else may. Their
  // preflights allow every header the client sends (a consent signature carries X-Reauth).
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !!origin && allowedOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: [...CLIENT_REQUEST_HEADERS],
    exposedHeaders: ['X-TR-VERSION', 'Content-Disposition', PARTNER_REF_HEADER],
    maxAge: 600,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Not in development: a browser would then refuse plain HTTP to localhost on every port.
    if (hsts) reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      // Chosen by the route that answered, never by the address: a query or a path that merely
      // contains the document's name must not take the document's policy (and lose DENY).
      const isDocument = request.routeOptions.config?.endpoint === ANSWERS_DOCUMENT;
      // A gadget's page to frame: the allow-listed partner origins may frame it, and only they
      // (frame-ancestors; X-Frame-Options cannot name them, so it is left out).
      if (request.routeOptions.config?.embedFrame === true && reply.statusCode === 200)
        reply.header('Content-Security-Policy', framePolicy);
      else {
        reply.header('Content-Security-Policy', isDocument ? DOCUMENT_CSP : HTML_CSP);
        if (!isDocument) reply.header('X-Frame-Options', 'DENY');
      }
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
