import { keyId } from '../http/tokens';
import { buttonProvider } from '../modules/session/provider-config';
import type { SettingNotes } from './setting-kinds';
import { annotationsOf, type Settings } from './settings';
import { SETTING_NAMES } from './settings-schema';
import { startPlan } from './start-checks';

// `npm run server -- --print-config`: the settings the server would start with, defaults applied
// and secrets masked, after the same checks as the start (a wrong value fails here too). Nothing
// is opened: no port, no database.

export const MASK = '********';

const SECRET_FIELD = /key|secret|password|token/i;

function maskJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, v]) => [field, SECRET_FIELD.test(field) ? MASK : maskJson(v)]),
  );
}

/** A setting's value as it may be shown: secrets masked as their kind says. */
export function masked(value: string, secret: SettingNotes['secret']): string {
  switch (secret) {
    case undefined:
      return value;
    case 'list':
      return value
        .split(',')
        .filter((s) => s.trim())
        .map(() => MASK)
        .join(',');
    case 'url-password':
      try {
        const url = new URL(value);
        if (url.password) url.password = MASK;
        return url.href;
      } catch {
        return MASK;
      }
    case 'json-keys':
      try {
        return JSON.stringify(maskJson(JSON.parse(value)));
      } catch {
        return MASK;
      }
    default:
      return MASK;
  }
}

/** The effective settings, one `NAME=value` line each, then what the start derives from them. */
export function printConfig(settings: Settings): string {
  const plan = startPlan(settings);
  const lines = [
    '# The registry server\'s settings: "set" from the environment, the others their defaults.',
    `# Secrets are shown as ${MASK}.`,
  ];
  for (const name of SETTING_NAMES) {
    const notes = annotationsOf(name);
    const given = settings.given[name];
    if (given !== undefined) lines.push(`${name}=${masked(given, notes.secret)}  # set`);
    else if (notes.default !== undefined) lines.push(`${name}=${notes.default}  # default`);
    else lines.push(`# ${name} unset: ${notes.unset ?? 'not used'}`);
  }
  const features = [plan.devOutbox && 'outbox', plan.devOidc && 'OpenID provider'].filter(Boolean);
  // Key ids are in every token's header anyway; they let two processes be compared during a rotation.
  const { REGISTRY_JWT_SECRET: jwt, REGISTRY_JWT_ACCEPTED_SECRETS: accepted = [] } = settings.values;
  const signing = jwt ? keyId(jwt) : 'that of the secret kept in the database';
  const acceptedIds = accepted.length ? `; accepted: ${accepted.map(keyId).join(', ')}` : '';
  const button = plan.devOidc ? 'the development provider' : buttonProvider(settings.oauthProviders);
  lines.push(
    '# What the start derives from them:',
    `#   environment: ${settings.environment}`,
    `#   links in messages: ${plan.linkOrigin}`,
    `#   demo data: ${plan.demoData ? 'created on an empty database' : 'none'}`,
    `#   development features: ${features.length ? features.join(', ') : 'none'}`,
    `#   external sign-in button: ${button === undefined ? 'none (no provider has a client_secret)' : button}`,
    `#   e-mail sender: ${settings.delivery.mailFrom}`,
    `#   token key id (kid) signing: ${signing}${acceptedIds}`,
  );
  if (plan.deliveryNotice) lines.push(`#   ${plan.deliveryNotice}`);
  if (settings.unknown.length > 0)
    lines.push(`# Not settings of the registry, ignored: ${settings.unknown.join(', ')}`);
  return lines.join('\n');
}
