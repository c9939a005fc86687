import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * A host app's own web server, as a partner would run it: serves a built SPA from `dir` with a
 * history fallback to index.html (to `<folder>/index.html` for a path under a folder that has one,
 * e.g. the wouter host under /wouter/), and passes /api/ through to the registry (`apiOrigin`).
 */
export async function serveHostApp(dir: string, apiOrigin: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    if (url.pathname.startsWith('/api/')) {
      const upstream = new URL(url.pathname + url.search, apiOrigin);
      const proxied = httpRequest(
        upstream,
        { method: req.method, headers: { ...req.headers, host: upstream.host } },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        },
      );
      proxied.on('error', () => res.writeHead(502).end());
      req.pipe(proxied);
      return;
    }
    const file = normalize(join(dir, decodeURIComponent(url.pathname)));
    const folderIndex = join(dir, url.pathname.split('/')[1] ?? '', 'index.html');
    const fallback = existsSync(folderIndex) ? folderIndex : join(dir, 'index.html');
    const found = file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : fallback;
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    createReadStream(found).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
