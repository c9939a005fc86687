import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { AccountState, ChildInfo, ParticipantProfile, TokenPayload } from '@contract';
import type { KeyValueStorage } from './key-value-storage';
import { STORAGE_KEYS } from './session-keys';
import { decodeToken, privilegeIds } from './token';

/** `application` of spec 000 §3: which alliance application the user came through. */
export type Application = 'qi' | 'registry';

/** The stored session values of spec 000 §3, by the name the store exposes them. */
export interface StoredValues {
  token: string | null;
  responseId: string | null;
  application: Application | null;
  childEmail: string | null;
  otpId: string | null;
  registeredAsJaeb: boolean;
  glucoseDeviceMode: string | null;
  signInEmail: string | null;
}
export type StoredName = keyof StoredValues;

/**
 * Storage keys. Prefixed because the library and the embed share a partner's origin, where a bare
 * `token` key may well belong to the host page.
 */
export const SESSION_KEYS: Record<StoredName, string> = STORAGE_KEYS;

const NAMES = Object.keys(SESSION_KEYS) as StoredName[];

export type StoredSignals = { readonly [K in StoredName]: ReadonlySignal<StoredValues[K]> };

export interface SessionStore extends StoredSignals {
  /** Decoded token payload (not verified: the server verifies every call). */
  readonly payload: ReadonlySignal<TokenPayload | null>;
  readonly userId: ReadonlySignal<number | null>;
  /** Privilege ids on the token, e.g. `registry:user`. */
  readonly privileges: ReadonlySignal<readonly string[]>;
  /** Spec 000 §4: a user counts as logged in when a token string is stored. */
  readonly loggedIn: ReadonlySignal<boolean>;
  readonly profile: ReadonlySignal<ParticipantProfile | null>;
  /** A child profile's child info, loaded with the profile (spec 000 §4); null otherwise or until loaded. */
  readonly childInfo: ReadonlySignal<ChildInfo | null>;
  /** The profile's state once loaded, before that the token's account_status. */
  readonly accountState: ReadonlySignal<AccountState | string | null>;
  set<K extends StoredName>(name: K, value: StoredValues[K]): void;
  /** Stores a fresh token and drops a pending dual-factor id (spec 000 §4 sign-in step 4). */
  setToken(token: string): void;
  removeToken(): void;
  setProfile(profile: ParticipantProfile | null): void;
  setChildInfo(info: ChildInfo | null): void;
  hasPrivilege(id: string): boolean;
  /** Logout: every stored value and the profile go. */
  reset(): void;
}

function read<K extends StoredName>(storage: KeyValueStorage, name: K): StoredValues[K] {
  const raw = safeGet(storage, SESSION_KEYS[name]);
  if (name === 'registeredAsJaeb') return (raw === 'true') as StoredValues[K];
  if (name === 'application') return (raw === 'qi' || raw === 'registry' ? raw : null) as StoredValues[K];
  return (raw === '' ? null : raw) as StoredValues[K];
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, name: StoredName, value: StoredValues[StoredName]) {
  const key = SESSION_KEYS[name];
  try {
    if (value === null || value === false || value === '') storage.removeItem(key);
    else storage.setItem(key, String(value));
  } catch {
    // A full or blocked storage keeps the value in memory for this page only.
  }
}

/**
 * The session of one app instance: signals mirrored into the given storage. Never module-level,
 * because several embeds may live on one page, each with its own session.
 */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const values = Object.fromEntries(NAMES.map((name) => [name, signal(read(storage, name))])) as {
    [K in StoredName]: Signal<StoredValues[K]>;
  };
  const profile = signal<ParticipantProfile | null>(null);
  const childInfo = signal<ChildInfo | null>(null);
  const payload = computed(() => decodeToken(values.token.value));
  const privileges = computed(() => privilegeIds(payload.value));

  function set<K extends StoredName>(name: K, value: StoredValues[K]) {
    write(storage, name, value);
    values[name].value = value;
  }

  return {
    ...values,
    payload,
    privileges,
    userId: computed(() => {
      const id = payload.value?.user_id;
      return typeof id === 'number' ? id : null;
    }),
    loggedIn: computed(() => typeof values.token.value === 'string' && values.token.value.length > 0),
    profile,
    childInfo,
    accountState: computed(() => profile.value?.state ?? payload.value?.account_status ?? null),
    set,
    setToken(token) {
      batch(() => {
        set('token', token);
        set('otpId', null);
      });
    },
    removeToken() {
      set('token', null);
    },
    setProfile(next) {
      profile.value = next;
    },
    setChildInfo(next) {
      childInfo.value = next;
    },
    hasPrivilege(id) {
      return privileges.value.includes(id);
    },
    reset() {
      batch(() => {
        for (const name of NAMES) set(name, (name === 'registeredAsJaeb' ? false : null) as StoredValues[typeof name]);
        profile.value = null;
        childInfo.value = null;
      });
    },
  };
}
