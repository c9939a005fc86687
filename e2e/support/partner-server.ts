import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A partner's web server on a second loopback origin: the registry runs on
// http://127.0.0.1:PORT, the partner's pages on http://localhost:OTHER (Chromium refuses a made-up
// public host loading loopback resources). Its pages load the gadget script from the registry and
// call the registry's API cross-origin, under a strict CSP: no inline script or style anywhere.
// The suite's registry allow-lists this origin only (playwright.config.ts).

export const REGISTRY_PORT = Number(process.env.E2E_PORT ?? 8181);
export const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? REGISTRY_PORT + 1);
export const REGISTRY_ORIGIN = `http://127.0.0.1:${REGISTRY_PORT}`;
export const PARTNER_ORIGIN = `http://localhost:${PARTNER_PORT}`;

/** What a careful partner sends with its pages: scripts from itself and the registry, no inline code or style. */
export function partnerCsp(registry: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${registry}`,
    "style-src 'self'",
    `connect-src 'self' ${registry}`,
    `img-src 'self' data: ${registry}`,
    `font-src 'self' ${registry}`,
    // The gadgets' pages to frame (/embed/frame/…), for a page that frames one instead.
    `frame-src ${registry}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The repo's examples as a partner would serve them, and pages only the e2e use. */
const DIRS: Record<string, string> = {
  '/examples/': join(root, 'examples'),
  '/pages/': join(root, 'e2e', 'partner-pages'),
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * A page served from the partner's origin names the registry where the examples say "this origin":
 * the gadget script and the API base become the registry's absolute URLs.
 */
export function pointAtRegistry(html: string, registry: string): string {
  return html
    .replaceAll('src="/embed/', `src="${registry}/embed/`)
    .replaceAll('api-base="/api"', `api-base="${registry}/api"`);
}

function fileFor(pathname: string): string | null {
  const prefix = Object.keys(DIRS).find((p) => pathname.startsWith(p));
  if (!prefix) return null;
  const dir = DIRS[prefix];
  const rest = decodeURIComponent(pathname.slice(prefix.length)) || 'index.html';
  const file = normalize(join(dir, rest));
  return file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : null;
}

export async function startPartnerServer(
  port = PARTNER_PORT,
  registry = REGISTRY_ORIGIN,
): Promise<{ server: Server; origin: string }> {
  const csp = partnerCsp(registry);
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://partner.invalid');
    const file = fileFor(pathname);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const body = type.startsWith('text/html')
      ? pointAtRegistry(readFileSync(file, 'utf8'), registry)
      : readFileSync(file);
    res.writeHead(200, {
      'content-type': type,
      'cache-control': 'no-store',
      ...(type.startsWith('text/html') ? { 'content-security-policy': csp } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const { port: bound } = server.address() as AddressInfo;
  return { server, origin: `http://localhost:${bound}` };
}

// Run by Playwright as the suite's second web server (playwright.config.ts).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { origin } = await startPartnerServer();
  console.log(`partner pages on ${origin}, gadgets from ${REGISTRY_ORIGIN}`);
}
