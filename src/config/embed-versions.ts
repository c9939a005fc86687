// Where the embed's build keeps a version's pinned copy (`/embed/v<version>/registry-embed.js`): the
// build writes it (embed/versioned-entry.ts) and the server caches it for a year (server/http/static-site.ts).

/** The folder of a version's pinned copy inside the embed's build: `v<version>`. */
export const versionFolder = (version: string) => `v${version}`;

/** Whether a path inside the embed's build (`/` or `\` separated) is in a version's pinned copy. */
export const isPinnedCopy = (file: string) => /^v\d[^/\\]*[/\\]/.test(file);

/** Whether a path inside the embed's build is a content-hashed chunk. */
export const isHashedChunk = (file: string) => /^chunks[/\\]/.test(file);
