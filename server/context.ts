import type { NotificationTopic } from '@contract';
import type { Database } from './db/database';
import type { FastifyInstance } from 'fastify';
import type { Serve } from './http/endpoint-adapter';
import type { TokenSigner } from './http/tokens';

// What the server's modules share, named here so that the modules, http/ and app.ts agree on it
// without importing each other: the context every module gets, and the shape of a module.

/** What every module gets: no module-level state, so several processes can share one database. */
export interface ServerContext {
  db: Database;
  tokens: TokenSigner;
  limiter: SignInAttempts;
  identities: ExternalIdentityVerifier;
  /**
   * The origin of links in outgoing messages (password reset, hand-off, SMS opt-out), fixed at start:
   * REGISTRY_PUBLIC_URL, or in development the origin the server listens on (http/link-origin.ts).
   */
  publicUrl: string;
  devOutbox: boolean;
  /** Where services queue the messages they send (the delivery module's worker sends them). */
  messages: MessageQueue;
  /** REGISTRY_ALLOWED_ORIGINS: partner sites that may call the API (and run the gadgets). */
  allowedOrigins?: readonly string[];
  /** The CGM vendor glucose devices link to; absent, the feature is off. */
  glucoseVendor?: GlucoseVendor;
  /** What the modules count for the metrics (server/ops/metrics.ts). */
  counters: ServerCounters;
  /** Signs and reads the one-click unsubscribe links of reminder e-mails (reminders module). */
  unsubscribeTokens: {
    sign(participantId: number, topic: NotificationTopic): string;
    verify(token: string): { participantId: number; topic: NotificationTopic } | undefined;
  };
  /** This process's reminder scheduler: the development route runs it at a moment of its choosing. */
  reminders: { runOnce(at?: Date): Promise<ReminderRunSummary> };
  /** Checks the SMS relay's signature of a text a participant sent (STOP, START); absent without a relay. */
  smsRelaySignature?: (url: string, params: Record<string, string>, signature: string) => boolean;
}

/** What one run of the reminder scheduler did. */
export interface ReminderRunSummary {
  /** False when another process's run held the lock. */
  ran: boolean;
  missedRecorded: number;
  sent: number;
  setAside: number;
  /** Participants with a reminder due that waits (quiet hours, one already sent today). */
  waiting: number;
}

/** A step of signing in: the password, the dual-factor code, or the external provider's word. */
export type SignInStep = 'password' | 'code' | 'provider';
/** Let through; refused (wrong, unknown or inactive); or turned away by the tries limit (429). */
export type SignInOutcome = 'ok' | 'refused' | 'locked';

/** Counters the modules feed for the operators' metrics: outcomes only, never who or what. */
export interface ServerCounters {
  signIn(step: SignInStep, outcome: SignInOutcome): void;
}

/** What queueing a message needs to know (server/modules/delivery/service.ts queues). */
export interface MessageQueue {
  /** REGISTRY_DEV_OUTBOX=1: links and codes stay readable at /api/dev/outbox (development only). */
  devOutbox: boolean;
  /** The channels that have a transport; a message for another is recorded as not sent. */
  channels: ReadonlySet<'email' | 'sms'>;
  /** Seals links and codes until they are sent (AES-256-GCM). */
  key: Buffer;
  /** The host part of Message-IDs (the public URL's host). */
  messageIdHost: string;
}

/** Who the vendor says the participant is, from its verified id token. */
export interface VendorIdentity {
  subject: string;
}

/**
 * A CGM vendor's OpenID authorization-code flow, as the devices module needs it. In development
 * the development OpenID provider plays the vendor with its own client (`glucose-vendor`).
 */
export interface GlucoseVendor {
  /** Stored with each link, e.g. `dev-cgm`. */
  name: string;
  /** What /settings.json tells the client (DECISIONS §5 `glucoseDevice`). */
  settings: { enabled: true; authorizeUrl: string; clientId: string };
  /** The vendor's authorize address for this state, return address and PKCE challenge (S256). */
  authorizeUrl(request: { state: string; redirectUri: string; codeChallenge: string }): string;
  /** Exchanges a code at the vendor's token endpoint and verifies its id token; undefined when refused. */
  exchange(request: { code: string; redirectUri: string; codeVerifier: string }): Promise<VendorIdentity | undefined>;
}

export type AttemptKind = 'login' | 'otp';
/**
 * The limit's verdict on a try: its row when let through, else why it is refused: the account is
 * locked (`lockedNow` on the try that locked it) or the address has used up its failures.
 */
export type AttemptVerdict = { id: number } | { refused: 'locked'; lockedNow: boolean } | { refused: 'address' };
/** Writes counted per address (anonymous calls). */
export type AddressQuotaKind = 'signup' | 'password_reset' | 'frontend_log' | 'email_click';
/** Writes counted per account (a signed-in participant's stored records). */
export type AccountQuotaKind = 'relevant_id' | 'study_event';
export type QuotaKind = AddressQuotaKind | AccountQuotaKind;
/** A write that counts once per key and address: taken, a repeat (nothing to write), or refused. */
export type OnceOutcome = 'taken' | 'repeat' | 'refused';

/**
 * Failed sign-in and dual-factor tries (DECISIONS §3) and per-address quotas; the session module
 * counts them and keeps the account locks in the database, each check-and-record as one locked step.
 */
export interface SignInAttempts {
  /** Counts and records a try in one step, or refuses it without recording it. */
  begin(kind: AttemptKind, accountKey: string, address: string): Promise<AttemptVerdict>;
  /** Ends an account's lock, of every kind, and its failures so far stop counting (the unlock link). */
  unlock(accountKey: string): Promise<void>;
  /** Marks a try begun with `begin` as successful (it counted as a failure until then). */
  succeeded(attemptId: number): Promise<void>;
  /** Takes one request of the address's quota; false when it is used up. */
  take(kind: AddressQuotaKind, address: string): Promise<boolean>;
  /** Takes one write of the account's quota; false when it is used up. */
  takeForAccount(kind: AccountQuotaKind, accountKey: string): Promise<boolean>;
  /**
   * Takes one request of the address's quota unless the address made this same one (`key`)
   * within the repeat window: a repeat takes nothing and should write nothing.
   */
  takeOnce(kind: AddressQuotaKind, key: string, address: string): Promise<OnceOutcome>;
}

/** Who the external identity provider says signed in. */
export interface ExternalIdentity {
  provider: string;
  subject: string;
  email: string;
  /** The provider's `email_verified` claim: only a verified address may link an existing account. */
  email_verified: boolean;
  first_name?: string;
  last_name?: string;
  /** When the person last signed in at the provider (seconds, the id_token's `auth_time`): a re-authentication must be fresh. */
  auth_time?: number;
}

/**
 * The seam for `POST /registry/oauth/account`: turns `{provider, token}` into a verified identity.
 * The token is an id_token signed by a configured provider (with the keys its issuer publishes, or
 * a pasted key), or, in development, a code of the development OpenID provider. The app's return
 * route sends the code it was given: only the development provider exchanges one so far.
 */
export interface ExternalIdentityVerifier {
  verify(provider: string, token: string): Promise<ExternalIdentity | undefined>;
}

/**
 * A domain of the server (server/modules/index.ts lists them): its routes, registered from the
 * endpoint table under the API base, and its share of the start-up, run in three rounds over all
 * modules: `onStart` after the migrations, `seed` on an empty database (demo data), `afterSeed`.
 */
export interface RegistryModule {
  name: string;
  routes(ctx: ServerContext, serve: Serve): void;
  /**
   * Routes outside the endpoint table, at the root of the site, for callers other than the app (a
   * mail client's one-click unsubscribe, the SMS relay's callback): their paths are written whole.
   */
  outsideRoutes?(ctx: ServerContext, app: FastifyInstance, apiBase: string): Promise<void>;
  onStart?(ctx: ServerContext): Promise<void>;
  seed?(ctx: ServerContext): Promise<void>;
  afterSeed?(ctx: ServerContext): Promise<void>;
}
