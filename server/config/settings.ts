import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { RegistryEnvironment } from '../http/dev-features';
import { tlsServerOptions, type TlsServerOptions } from '../http/tls';
import { trustProxyFrom, type TrustProxy } from '../http/trust-proxy';
import { deliverySettingsFrom, type DeliverySettings } from '../modules/delivery/service';
import { providersFromEnv, type ProviderKey } from '../modules/session/provider-config';
import type { SettingAnnotations } from './setting-kinds';
import { SETTING_NAMES, SETTINGS, type SettingName, type SettingValues } from './settings-schema';

// The one place the server reads its environment. At start every variable is checked against the
// schema (settings-schema.ts); a wrong value stops the start with a message naming the variable and
// what it accepts, before a port or a database is opened. Options given to buildApp (tests) still
// take precedence over what is read here.

export type Env = Record<string, string | undefined>;

export interface Settings {
  /** Every variable, checked and typed, with its default when unset. */
  values: SettingValues;
  /** The variables that were set (blank ones count as unset), as given; secrets included. */
  given: Partial<Record<SettingName, string>>;
  environment: RegistryEnvironment;
  /** HTTPS from REGISTRY_TLS_CERT and REGISTRY_TLS_KEY, both or neither. */
  tls: TlsServerOptions | undefined;
  /** REGISTRY_TRUST_PROXY. */
  trustProxy: TrustProxy;
  /** The SMTP, SMS and sender settings, each checked. */
  delivery: DeliverySettings;
  /** REGISTRY_OAUTH_PROVIDERS, each provider checked (an https issuer, an audience, a readable key). */
  oauthProviders: Record<string, ProviderKey>;
  /** REGISTRY_* variables set that no setting has: a misspelt name would otherwise go unnoticed. */
  unknown: string[];
}

export class SettingError extends Error {}

const check = Compile(SETTINGS);

export const annotationsOf = (name: SettingName) => SETTINGS.properties[name] as unknown as SettingAnnotations;

/**
 * What was set, trimmed; a blank value is unset, as it always was. Secrets are kept exactly as
 * written (a space in a signing secret is part of it).
 */
function givenOf(env: Env): Partial<Record<SettingName, string>> {
  const given: Partial<Record<SettingName, string>> = {};
  for (const name of SETTING_NAMES) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    given[name] = annotationsOf(name).secret === 'value' ? raw : raw.trim();
  }
  return given;
}

/** "X must be <accepts>; it is "…"." A secret's value is never repeated. */
function problem(name: SettingName, value: string | undefined): string {
  const { accepts, secret } = annotationsOf(name);
  const shown = secret ? '; the value given is a secret and is not shown' : `; it is "${value}"`;
  return `${name} must be ${accepts}${shown}.`;
}

/** The external identity providers, checked by the session module's parser (its message names the variable). */
function providersOf(raw: string | undefined, environment: string): Record<string, ProviderKey> {
  try {
    return providersFromEnv(raw, environment);
  } catch (error) {
    throw new SettingError(`The registry did not start. ${(error as Error).message}`);
  }
}

/** Reads and checks every setting; throws a SettingError naming each wrong variable. */
export function readSettings(env: Env): Settings {
  const given = givenOf(env);
  const withDefaults = Value.Default(SETTINGS, { ...given }) as Record<string, string>;
  if (!check.Check(withDefaults)) {
    const wrong = new Set<SettingName>();
    for (const error of check.Errors(withDefaults)) wrong.add(error.instancePath.split('/')[1] as SettingName);
    const problems = [...wrong].map((name) => problem(name, given[name]));
    throw new SettingError(`The registry did not start. ${problems.join(' ')}`);
  }
  const values = Value.Decode(SETTINGS, withDefaults) as SettingValues;
  const environment = values.REGISTRY_ENVIRONMENT;
  return {
    values,
    given,
    environment,
    // The parsers of variables read together say themselves which one is wrong.
    tls: tlsServerOptions(given),
    trustProxy: trustProxyFrom(given.REGISTRY_TRUST_PROXY),
    delivery: deliverySettingsFrom(given, environment),
    oauthProviders: providersOf(given.REGISTRY_OAUTH_PROVIDERS, environment),
    unknown: Object.keys(env)
      .filter(
        (name) => name.startsWith('REGISTRY_') && env[name]?.trim() && !(SETTING_NAMES as string[]).includes(name),
      )
      .sort(),
  };
}
