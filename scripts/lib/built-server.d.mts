/** The built server, relative to the checkout. */
export declare const BUILT_SERVER: string;
/** Builds the server when its build is missing or older than a source it bundles. */
export declare function ensureBuiltServer(root: string): void;
