import { posix } from 'node:path';

/** One chunk of the Vite manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** What a route's first visit needs beyond the entry: its chunks' files and their stylesheets. */
export interface RouteAssets {
  js: string[];
  css: string[];
}

/**
 * What the full app imports lazily but requests at once when it starts, before any screen asks for
 * it: the API client's transport (src/app/registry-app.tsx), the feedback host and the error
 * reporter (src/app/provider-base.tsx). Preloaded with a route's chunks, the first API call of a signed-in
 * route no longer waits for the entry to run and request them (one round trip less before its data).
 */
export const APP_START_IMPORTS = [
  'src/shared/api/client/api-transport',
  'src/shared/ui/feedback/feedback-host',
  'src/shared/api/client/frontend-log',
];

/**
 * What the app imports as it starts with a stored token (src/app/provider.tsx): the profile's load
 * and the sign-in checks. Preloaded with a signed-in route's chunks, the profile's request no longer
 * waits for the app to run and ask for its chunk.
 */
export const SIGNED_IN_START_IMPORTS = ['src/app/profile-on-start'];

/**
 * What a route's screen imports lazily as it draws its first content, requested beside the route's
 * chunks. A survey question's text is HTML, and SafeHtml loads DOMPurify with the first string that
 * has markup: found only once the questions had arrived, that request was the last link before the
 * question painted (the survey gadget keeps loading it on demand: its budget counts the first load).
 */
export const FIRST_RENDER_IMPORTS: Record<string, string[]> = { survey: ['src/shared/lib/sanitize-html'] };

/** The catch-all 'Page Not Found' of the route table, which has no name in paths.ts. */
export const NOT_FOUND_ROUTE = 'notFound';

/**
 * The modules each route of src/app/screens.tsx loads lazily, read from its source: per entry of
 * the SCREENS table (and NotFoundScreen) every `import('…')` written there, as a path from the
 * repository root, with those of the helper it calls (framedScreen adds the page frame).
 */
export function screenImports(screensSource: string): Record<string, string[]> {
  const toRepoPath = (spec: string) => posix.join('src/app', spec);
  const importsIn = (text: string) => [...text.matchAll(/import\('([^']+)'\)/g)].map((m) => toRepoPath(m[1]));
  // Helpers such as framedScreen (the page frame) or placeholder load modules of their own.
  const helpers = [...screensSource.matchAll(/\nfunction (\w+)[\s\S]*?\n\}\n/g)].map((m) => ({
    call: `${m[1]}(`,
    imports: importsIn(m[0]),
  }));
  const importsOf = (text: string) => [
    ...importsIn(text),
    ...helpers.filter((h) => text.includes(h.call)).flatMap((h) => h.imports),
  ];
  const result: Record<string, string[]> = {};
  const notFound = /export const NotFoundScreen = ([^;]+);/.exec(screensSource);
  if (notFound) result[NOT_FOUND_ROUTE] = importsOf(notFound[1]);
  const table = /export const SCREENS[^=]*= \{\n([\s\S]*?)\n\};/.exec(screensSource);
  if (!table) throw new Error('route-chunks: the SCREENS table was not found in src/app/screens.tsx');
  // Each entry starts at two spaces of indentation: `  name: …` up to the next such line.
  for (const part of table[1].split(/\n(?= {2}\w+:)/)) {
    const name = /^ {2}(\w+):/.exec(part)?.[1];
    if (name) result[name] = importsOf(part);
  }
  return result;
}

/** Finds a module's manifest key (Vite keys sources relative to its root, `standalone/`). */
function manifestKey(manifest: ViteManifest, repoPath: string): string | undefined {
  const base = `../${repoPath}`;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((key) => key in manifest);
}

/**
 * Per route, the JavaScript files (the route's chunks and what they import statically) and the
 * stylesheets the route needs, leaving out what the entry already loads.
 */
export function routeAssets(
  manifest: ViteManifest,
  imports: Record<string, string[]>,
  /** Modules the app requests as soon as it starts (APP_START_IMPORTS): every route's first visit needs them. */
  startImports: string[] = [],
  /** Per route, what its screen imports lazily as it first renders (FIRST_RENDER_IMPORTS). */
  firstRenderImports: Record<string, string[]> = {},
  /** The routes only a signed-in participant opens, and what the app imports at start for one. */
  signedIn: { routes: readonly string[]; imports: string[] } = { routes: [], imports: [] },
): Record<string, RouteAssets> {
  const collect = (keys: string[], into: { js: Set<string>; css: Set<string>; seen: Set<string> }) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || into.seen.has(key)) return;
      into.seen.add(key);
      into.js.add(chunk.file);
      for (const css of chunk.css ?? []) into.css.add(css);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return into;
  };
  const entry = collect(
    Object.keys(manifest).filter((key) => manifest[key].isEntry),
    { js: new Set(), css: new Set(), seen: new Set() },
  );
  const result: Record<string, RouteAssets> = {};
  for (const [route, modules] of Object.entries(imports)) {
    const keys = [
      ...modules,
      ...startImports,
      ...(firstRenderImports[route] ?? []),
      ...(signedIn.routes.includes(route) ? signedIn.imports : []),
    ]
      .map((m) => manifestKey(manifest, m))
      .filter((k): k is string => !!k);
    const own = collect(keys, { js: new Set(), css: new Set(), seen: new Set() });
    result[route] = {
      js: [...own.js].filter((f) => !entry.js.has(f)),
      css: [...own.css].filter((f) => !entry.css.has(f)),
    };
  }
  return result;
}
