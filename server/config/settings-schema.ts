import { Type, type StaticDecode } from 'typebox';
import { ENVIRONMENTS } from '../http/dev-features';
import { messageKeyBytes } from '../modules/delivery/service';
import {
  flag,
  json,
  oneOf,
  origins,
  port,
  postgresUrl,
  scriptAddress,
  secret,
  secretList,
  text,
  wholeNumber,
  webAddress,
} from './setting-kinds';

// Every environment variable the server reads, in one schema: its kind (what it accepts), its
// default, whether it is a secret, and what it does. The README's table lists the same variables
// (a test keeps them equal). Variables read together (TLS, the trusted proxies, delivery) are
// checked further by their own parsers in settings.ts, whose messages also name the variable.

const rateLimit = (description: string, fallback: number) =>
  wholeNumber({ description: `${description} within 15 minutes before 429`, default: String(fallback) });

/**
 * REGISTRY_OAUTH_PROVIDERS is a JSON object here; what each provider must hold (an issuer and an
 * audience, a key, a client secret or neither) is checked by the session module's own parser
 * (settings.ts). Its `key` and `client_secret` are masked where the settings are printed.
 */
const isJsonObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

export const SETTINGS = Type.Object({
  PORT: port({ description: 'the one port of the API, the site, the embed and the examples', default: '8080' }, true),
  HOST: text({ description: 'the address the server listens on', default: 'localhost' }, 'a host name or address'),
  DATABASE_URL: Type.Optional(
    postgresUrl({
      description: 'the PostgreSQL database',
      unset: 'PGlite (embedded) in REGISTRY_DATA_DIR',
      secret: 'url-password',
    }),
  ),
  REGISTRY_PG_POOL_SIZE: wholeNumber({ description: 'connections each process keeps to PostgreSQL', default: '10' }),
  REGISTRY_DATA_DIR: text({ description: 'the PGlite data folder', default: '.data' }, 'a folder'),
  REGISTRY_STUDIES_DIR: Type.Optional(
    text({ description: 'the study definition files loaded at start', unset: 'server/studies/' }, 'a folder'),
  ),
  REGISTRY_STATIC_DIR: Type.Optional(
    text({ description: 'the folder of the builds (standalone/, embed/)', unset: 'dist/' }, 'a folder'),
  ),
  REGISTRY_JWT_SECRET: Type.Optional(
    secret({ description: 'the secret tokens are signed with', unset: 'generated once, kept in the database' }),
  ),
  REGISTRY_JWT_ACCEPTED_SECRETS: Type.Optional(
    secretList(
      {
        description: "secrets whose tokens are still (or already) taken, never signed with: a rotation's other secret",
        unset: 'none',
      },
      'a comma-separated list of secrets',
    ),
  ),
  REGISTRY_ENVIRONMENT: oneOf(ENVIRONMENTS, { description: 'the deployment this is', default: 'development' }),
  REGISTRY_PUBLIC_URL: Type.Optional(
    webAddress(
      {
        description: 'the origin of links in outgoing messages and of the glucose-device return address',
        unset: 'development: http://HOST:PORT; required elsewhere',
      },
      'an http:// or https:// address (https://registry.example.org)',
    ),
  ),
  REGISTRY_ALLOWED_ORIGINS: Type.Optional(
    origins({ description: 'partner sites allowed to call the API cross-origin', unset: 'none' }),
  ),
  REGISTRY_TRUST_PROXY: Type.Optional(
    text(
      { description: 'the proxies whose X-Forwarded-For is believed', unset: 'none: the connection is the client' },
      'a hop count (1) or a comma-separated list of proxy addresses and CIDR ranges (127.0.0.1,10.0.0.0/8)',
    ),
  ),
  REGISTRY_TLS_CERT: Type.Optional(
    text({ description: 'a PEM certificate: the server answers HTTPS', unset: 'plain HTTP' }, 'a PEM file'),
  ),
  REGISTRY_TLS_KEY: Type.Optional(
    text({ description: "the certificate's PEM key (a file name, not the key)", unset: 'plain HTTP' }, 'a PEM file'),
  ),
  REGISTRY_SEED: Type.Optional(
    flag({ description: 'demo accounts and cohort on an empty database', unset: '1 in development, never elsewhere' }),
  ),
  REGISTRY_DEV_OUTBOX: flag({ description: 'development feature: the readable outbox', default: '0' }),
  REGISTRY_DEV_OIDC: flag({ description: 'development feature: the OpenID provider under /oidc', default: '0' }),
  REGISTRY_DEV_GLUCOSE_VENDOR: flag({
    description: 'development feature: the development provider plays the CGM vendor',
    default: '0',
  }),
  REGISTRY_DEV_TOKEN_SECONDS: Type.Optional(
    wholeNumber({ description: 'tests only, with REGISTRY_DEV_OUTBOX=1: one token lifetime', unset: '60 minutes' }),
  ),
  REGISTRY_LOG: flag({ description: 'request logs and start details', default: '0' }),
  REGISTRY_METRICS_PORT: Type.Optional(
    port({ description: 'the port of the metrics (0: any free port)', unset: 'no metrics port' }, true),
  ),
  REGISTRY_DELIVERY: oneOf(
    ['on', 'off'],
    { description: 'off: start without a transport outside development, on purpose', default: 'on' },
    '"off" (start without a transport, on purpose) or "on"',
  ),
  REGISTRY_SMTP_URL: Type.Optional(
    text(
      { description: 'the SMTP relay e-mail goes through', unset: 'no e-mail transport', secret: 'url-password' },
      'smtp://host:587 (STARTTLS), smtps://host:465, or smtp://host:25?tls=none',
    ),
  ),
  REGISTRY_SMTP_CA_FILE: Type.Optional(
    text({ description: "a PEM certificate authority for the relay's certificate", unset: 'none' }, 'a PEM file'),
  ),
  REGISTRY_SMTP_USER: Type.Optional(text({ description: 'the SMTP user', unset: "the URL's, if any" })),
  REGISTRY_SMTP_PASSWORD: Type.Optional(secret({ description: 'the SMTP password', unset: "the URL's, if any" })),
  REGISTRY_MAIL_FROM: Type.Optional(
    text(
      { description: 'the sender of every e-mail', unset: 'development: the registry at localhost' },
      'an address or Name <address>',
    ),
  ),
  REGISTRY_MAIL_REPLY_TO: Type.Optional(text({ description: 'where replies go', unset: 'none' }, 'an address')),
  REGISTRY_SMS_URL: Type.Optional(
    text(
      { description: "the SMS relay's API base (Twilio's Messages form)", unset: 'no text-message transport' },
      'https:// (http:// only to this machine)',
    ),
  ),
  REGISTRY_SMS_ACCOUNT_SID: Type.Optional(text({ description: "the SMS relay's account", unset: 'none' })),
  REGISTRY_SMS_AUTH_TOKEN: Type.Optional(secret({ description: "the SMS relay's token", unset: 'none' })),
  REGISTRY_SMS_FROM: Type.Optional(
    text({ description: 'the sender number of texts', unset: 'none' }, 'a number in E.164 form (+15551234567)'),
  ),
  REGISTRY_SMS_MESSAGING_SERVICE_SID: Type.Optional(
    text({ description: 'the sender of texts, as a messaging service', unset: 'none' }),
  ),
  REGISTRY_MESSAGE_KEY: Type.Optional(
    Type.Refine(
      secret(
        {
          description: 'seals the links and codes of messages waiting to be sent',
          unset: 'derived from the JWT secret',
        },
        '32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
      ),
      (v: string) => messageKeyBytes(v) !== undefined,
    ),
  ),
  REGISTRY_MESSAGE_ACCEPTED_KEYS: Type.Optional(
    secretList(
      {
        description: "message keys that still (or already) open sealed messages, never seal: a rotation's other key",
        unset: 'none',
      },
      'a comma-separated list of keys, each 32 bytes as 64 hex digits or base64',
      (key) => messageKeyBytes(key) !== undefined,
    ),
  ),
  REGISTRY_REMINDER_INTERVAL_S: wholeNumber(
    {
      description: 'seconds between two runs of the reminder scheduler in each process (0: no reminders)',
      default: '300',
    },
    0,
    86_400,
  ),
  REGISTRY_LOGIN_RATE_LIMIT: rateLimit('failed sign-in or code tries per account and per address', 10),
  REGISTRY_SIGNUP_RATE_LIMIT: rateLimit('registrations per address', 5),
  REGISTRY_RESET_RATE_LIMIT: rateLimit('password-reset requests per address', 5),
  REGISTRY_FRONTEND_LOG_RATE_LIMIT: rateLimit('front-end error logs per address', 30),
  REGISTRY_EMAIL_CLICK_RATE_LIMIT: rateLimit('different e-mail links logged per address', 30),
  REGISTRY_RELEVANT_ID_RATE_LIMIT: rateLimit('Relevant ID records per account', 10),
  REGISTRY_STUDY_EVENT_RATE_LIMIT: rateLimit('study events logged per account', 60),
  REGISTRY_OAUTH_PROVIDERS: Type.Optional(
    json<Record<string, unknown>>(
      isJsonObject,
      {
        description:
          'external identity providers: by issuer (keys from its discovery document; with a client_secret, its codes are exchanged and the app shows its button), or with a key',
        unset: 'none',
        secret: 'json-keys',
      },
      'JSON {"name": {"issuer": "https://…", "audience": "…"}}, optionally with "client_secret": "…" or "key": "PEM, JWK or shared secret"',
    ),
  ),
  REGISTRY_CSO_SCRIPT_URL: Type.Optional(
    scriptAddress({ description: 'the CSO form script', unset: 'none: the step is skipped' }),
  ),
  REGISTRY_RELEVANT_ID_SCRIPT_URL: Type.Optional(
    scriptAddress({ description: 'the Relevant ID script', unset: 'none: the check is skipped' }),
  ),
  REGISTRY_SURVEY_PARTNER_CLIENT_ID: Type.Optional(
    text(
      { description: "the survey partner's client id: a core study runs the CSO and Relevant ID steps", unset: 'none' },
      'a client id',
    ),
  ),
  REGISTRY_SURVEY_PARTNER_MODE: Type.Optional(
    text(
      { description: "the survey partner's mode, carried with the client id (selects nothing)", unset: 'empty' },
      'a mode',
    ),
  ),
});

/** Every setting, checked and decoded, keyed by its variable (defaults applied). */
export type SettingValues = StaticDecode<typeof SETTINGS>;
export type SettingName = keyof typeof SETTINGS.properties;
export const SETTING_NAMES = Object.keys(SETTINGS.properties) as SettingName[];
