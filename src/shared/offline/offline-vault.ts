import { OFFLINE_DATABASE } from '@/shared/session/drafts';

// What the survey keeps on the device while there is no connection (docs/decisions.md, "Answering
// without a connection"): one IndexedDB database, each value encrypted with AES-GCM under a key made
// for the participant, not extractable (the browser can use it but never hands its bytes out, not
// even to this code), kept beside the values it locks. Tied to the participant: opening the vault
// for one erases whatever another participant left; sign-out deletes the database whole
// (shared/session/drafts.ts), and a value goes once it is sent.

const KEYS = 'keys';
const VALUES = 'values';

export interface OfflineVault {
  readonly userId: number;
  /** Closed by a sign-out (here or in another tab) deleting the database: open another. */
  readonly closed: boolean;
  read<T>(name: string): Promise<T | undefined>;
  write(name: string, value: unknown): Promise<void>;
  remove(name: string): Promise<void>;
  close(): void;
}

interface SealedValue {
  userId: number;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

export interface VaultPlatform {
  indexedDB: IDBFactory;
  crypto: Crypto;
}

const defaultPlatform = (): VaultPlatform | null =>
  globalThis.indexedDB && globalThis.crypto?.subtle
    ? { indexedDB: globalThis.indexedDB, crypto: globalThis.crypto }
    : null;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(OFFLINE_DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(KEYS);
    request.result.createObjectStore(VALUES);
  };
  return done(request).then((db) => {
    // A sign-out in this tab or another deletes the database: this connection must not hold it up.
    db.onversionchange = () => db.close();
    return db;
  });
}

const valueKey = (userId: number, name: string) => `${userId}:${name}`;

/**
 * The participant's vault, or null where the browser has no IndexedDB or WebCrypto (the survey then
 * keeps its drafts in memory). Whatever another participant left is erased first, unsent.
 */
export async function openVault(userId: number, platform = defaultPlatform()): Promise<OfflineVault | null> {
  if (!platform) return null;
  let db: IDBDatabase;
  try {
    db = await openDatabase(platform.indexedDB);
  } catch {
    return null;
  }
  let closed = false;
  db.onversionchange = () => {
    closed = true;
    db.close();
  };
  await eraseOthers(db, userId);
  const key = await participantKey(db, platform.crypto, userId);
  const subtle = platform.crypto.subtle;

  return {
    userId,
    get closed() {
      return closed;
    },
    async read<T>(name: string) {
      const tx = db.transaction(VALUES, 'readonly');
      const sealed = (await done(tx.objectStore(VALUES).get(valueKey(userId, name)))) as SealedValue | undefined;
      if (!sealed || sealed.userId !== userId) return undefined;
      try {
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        // Sealed under a key that is gone (another browser profile's copy): unreadable, so dropped.
        return undefined;
      }
    },
    async write(name, value) {
      const iv = platform.crypto.getRandomValues(new Uint8Array(12));
      const data = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
      const tx = db.transaction(VALUES, 'readwrite');
      tx.objectStore(VALUES).put({ userId, iv, data } satisfies SealedValue, valueKey(userId, name));
      await finished(tx);
    },
    async remove(name) {
      const tx = db.transaction(VALUES, 'readwrite');
      tx.objectStore(VALUES).delete(valueKey(userId, name));
      await finished(tx);
    },
    close: () => {
      closed = true;
      db.close();
    },
  };
}

async function participantKey(db: IDBDatabase, crypto: Crypto, userId: number): Promise<CryptoKey> {
  const stored = (await done(db.transaction(KEYS, 'readonly').objectStore(KEYS).get(userId))) as CryptoKey | undefined;
  if (stored) return stored;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const tx = db.transaction(KEYS, 'readwrite');
  tx.objectStore(KEYS).put(key, userId);
  await finished(tx);
  return key;
}

/** Every key and value of another participant goes: the vault holds one participant's at a time. */
async function eraseOthers(db: IDBDatabase, userId: number): Promise<void> {
  const tx = db.transaction([KEYS, VALUES], 'readwrite');
  const keys = tx.objectStore(KEYS);
  for (const id of await done(keys.getAllKeys())) if (id !== userId) keys.delete(id);
  const values = tx.objectStore(VALUES);
  for (const id of await done(values.getAllKeys())) if (!String(id).startsWith(`${userId}:`)) values.delete(id);
  await finished(tx);
}

/** A sign-in: what another participant left on the device is erased unsent (this one's stays, to be sent). */
export async function eraseOtherParticipants(userId: number, platform = defaultPlatform()): Promise<void> {
  if (!platform) return;
  try {
    const db = await openDatabase(platform.indexedDB);
    await eraseOthers(db, userId);
    db.close();
  } catch {
    // No database: nothing to erase.
  }
}
