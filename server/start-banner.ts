import type { DemoAccount } from './modules/accounts/demo-accounts';

export interface StartBannerOptions {
  /** Where the site is, e.g. http://localhost:8080. */
  url: string;
  /** The demo accounts seeded on an empty database; none when seeding is off. */
  demo: readonly Pick<DemoAccount, 'email' | 'password'>[];
  devOutbox: boolean;
  devOidc: boolean;
  /** The development provider also plays the glucose-device vendor (REGISTRY_DEV_GLUCOSE_VENDOR=1). */
  devGlucoseVendor?: boolean;
}

/**
 * What `npm start` prints once the port is open: where the site is, the demo accounts,
 * the development features that are on and how to turn them off. Nothing else, so the lines that
 * matter are read; REGISTRY_LOG=1 gives the request log for debugging.
 */
export function startBanner({ url, demo, devOutbox, devOidc, devGlucoseVendor }: StartBannerOptions): string[] {
  const lines = [`Registry running at ${url} (API at ${url}/api). Stop with Ctrl+C.`];
  if (demo.length > 0)
    lines.push(`Demo accounts (README, "Demo accounts"): ${demo.map((a) => `${a.email} / ${a.password}`).join(', ')}`);
  const on = 'Development feature ON (answers this machine only):';
  if (devOutbox)
    lines.push(`${on} the message outbox at ${url}/api/dev/outbox shows every reset link and sign-in code.`);
  if (devOidc)
    lines.push(
      `${on} a test sign-in provider at ${url}/oidc signs in under any login name` +
        (devGlucoseVendor ? ' and plays the glucose-device vendor (REGISTRY_DEV_GLUCOSE_VENDOR=1).' : '.'),
    );
  if (devOutbox || devOidc) {
    lines.push('Turn them off with REGISTRY_DEV_OUTBOX=0 REGISTRY_DEV_OIDC=0 npm start (README, "Production").');
  }
  return lines;
}
