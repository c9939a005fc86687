import { refuseDevFeaturesIn, type RegistryEnvironment } from '../http/dev-features';
import { linkOrigin } from '../http/link-origin';
import { deliveryRefusal, undeliveredNotice } from '../modules/delivery/service';
import type { Settings } from './settings';

// What the settings decide together, in the order the start checks it: development features in
// a production-like environment, demo data outside development, a kind of message without a
// transport, links without REGISTRY_PUBLIC_URL. Each refusal stops the start with its reason;
// `--print-config` runs the same checks, so it fails where the start would.

export const SEED_REFUSED =
  'The registry did not start: demo data (REGISTRY_SEED=1) is created only when REGISTRY_ENVIRONMENT is development. Its accounts have published passwords and its made-up participants would feed Data Insights. Remove REGISTRY_SEED.';

/**
 * Demo accounts and the made-up cohort are for the one-command demo: development seeds them unless
 * REGISTRY_SEED=0; any other environment never does, and asking for them there stops the start.
 */
function demoDataWanted(environment: RegistryEnvironment, asked: boolean | undefined): boolean {
  if (environment !== 'development') {
    if (asked) throw new Error(SEED_REFUSED);
    return false;
  }
  return asked !== false;
}

/** What buildApp's options decide instead of the environment (tests). */
export interface StartChoices {
  devOutbox?: boolean;
  devOidc?: boolean;
  seed?: boolean;
  publicUrl?: string;
}

export interface StartPlan {
  devOutbox: boolean;
  devOidc: boolean;
  /** Whether demo data is created on an empty database. */
  demoData: boolean;
  /** REGISTRY_PUBLIC_URL as given (the development provider's issuer), if any. */
  publicUrl: string | undefined;
  /** The origin written into links of outgoing messages. */
  linkOrigin: string;
  /** Which messages will not go out for want of a transport (said once at start), if any. */
  deliveryNotice: string | undefined;
}

/** Checks what the settings decide together; throws the first refusal. */
export function startPlan(settings: Settings, choices: StartChoices = {}): StartPlan {
  const { values, environment } = settings;
  const devOutbox = choices.devOutbox ?? values.REGISTRY_DEV_OUTBOX;
  const devOidc = choices.devOidc ?? values.REGISTRY_DEV_OIDC;
  refuseDevFeaturesIn(environment, { devOutbox, devOidc });
  const demoData = demoDataWanted(environment, choices.seed ?? values.REGISTRY_SEED);
  const refusal = deliveryRefusal(settings.delivery, environment);
  if (refusal) throw new Error(refusal);
  const publicUrl = choices.publicUrl ?? values.REGISTRY_PUBLIC_URL;
  const origin = linkOrigin({
    environment,
    publicUrl,
    host: values.HOST,
    port: String(values.PORT),
    tls: settings.tls !== undefined,
  });
  // A development server with its outbox keeps every message readable: nothing to warn about.
  const deliveryNotice =
    environment === 'development' && devOutbox ? undefined : undeliveredNotice(settings.delivery, environment);
  return { devOutbox, devOidc, demoData, publicUrl, linkOrigin: origin, deliveryNotice };
}
