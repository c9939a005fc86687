import type { FastifyInstance } from 'fastify';
import { THEME_KEYS } from '@/config/settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A gadget's page to frame: its policy lets the allow-listed partner origins frame it (security.ts). */
    embedFrame?: boolean;
  }
}

/** Each gadget's tag and the query parameters its page turns into attributes (the README's attributes). */
const COMMON = ['lang', 'heading', ...THEME_KEYS.map((key) => `theme-${key}`)];
// partner-ref is not among them: the frame's calls come from the registry's own origin, which keeps no reference.
const PREFILL = ['prefill-email', 'prefill-first-name', 'prefill-last-name'];
export const FRAME_GADGETS: Record<string, { tag: string; attributes: readonly string[] }> = {
  faq: { tag: 'registry-faq', attributes: [...COMMON, 'heading-level'] },
  survey: {
    tag: 'registry-survey',
    attributes: [...COMMON, 'study-id', 'user-study-id', 'source', 'partner-mode', 'partner-client-id', ...PREFILL],
  },
  glucose: { tag: 'registry-glucose-link', attributes: [...COMMON, 'study', ...PREFILL] },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The policy of a gadget's page to frame: its scripts, styles and calls from this origin only, and
 * `frame-ancestors` the allow-listed partner origins (none allow-listed: nobody may frame it).
 */
export function frameCsp(allowedOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"}`,
  ].join('; ');
}

/** The page of one gadget: the element with the query's attributes, and the embed script, which runs it as a frame. */
export function framePage(
  gadget: (typeof FRAME_GADGETS)[string],
  query: Record<string, unknown>,
  { apiBase, allowedOrigins }: { apiBase: string; allowedOrigins: readonly string[] },
): string {
  const attributes = [`api-base="${escapeHtml(apiBase)}"`];
  for (const name of gadget.attributes) {
    const value = query[name];
    if (typeof value === 'string') attributes.push(`${name}="${escapeHtml(value)}"`);
  }
  const lang = query.lang === 'es' ? 'es' : 'en';
  return `<!doctype html>
<html lang="${lang}" data-registry-frame="${escapeHtml(allowedOrigins.join(' '))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>T1D Registry</title>
<link rel="icon" href="data:,">
</head>
<body>
<${gadget.tag} ${attributes.join(' ')}></${gadget.tag}>
<script type="module" src="/embed/registry-embed.js"></script>
</body>
</html>
`;
}

/**
 * Each gadget also as a page to frame (`/embed/frame/survey?study-id=101`, `/embed/frame/faq`,
 * `/embed/frame/glucose`), for partner pages that cannot run the gadget's script. Only the
 * allow-listed partner origins may frame it; inside, the gadget keeps its session in memory and
 * the embed script posts its events and its height to the parent (embed/frame-bridge.ts).
 */
export function registerEmbedFrames(
  app: FastifyInstance,
  options: { apiBase: string; allowedOrigins: readonly string[] },
) {
  app.get<{ Params: { gadget: string }; Querystring: Record<string, unknown> }>(
    '/embed/frame/:gadget',
    { config: { embedFrame: true } },
    async (request, reply) => {
      const gadget = FRAME_GADGETS[request.params.gadget];
      if (!gadget) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      reply.header('Cache-Control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(framePage(gadget, request.query, options));
    },
  );
}
