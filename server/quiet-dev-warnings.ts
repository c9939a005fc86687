// Called by main.ts before oidc-provider loads. The development OpenID provider (on only with
// REGISTRY_DEV_OIDC=1, loopback only) makes oidc-provider warn at import and start that it is a
// development set-up: that is what it is, and the start banner already says so in one line. Only
// those known warnings are dropped; REGISTRY_LOG=1 shows them again (main.ts does not call this).
const KNOWN = ['oidc-provider WARNING: Unsupported runtime', 'oidc-provider WARNING: a quick start development-only'];

export function quietKnownDevWarnings() {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    // On a terminal the text comes wrapped in colour codes: look for it anywhere in the line.
    const first = typeof args[0] === 'string' ? args[0] : '';
    if (KNOWN.some((known) => first.includes(known))) return;
    warn(...args);
  };
}
