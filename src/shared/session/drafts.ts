// Unsaved answers kept in the tab's session storage (the survey's drafts): they survive a reload, a
// server restart and a session that ended (expired) until the participant signs in again; they go
// when saved, when the participant signs out, and with the tab (a shared family computer keeps no
// health answers afterwards). Each key names the participant, so one participant's drafts never
// show to another who signs in on the same tab.

const PREFIX = 'registry.drafts.';

/**
 * The IndexedDB database where the standalone site keeps a participant's answers while offline,
 * encrypted (shared/offline/offline-vault.ts). Sign-out deletes it whole, offline too.
 */
export const OFFLINE_DATABASE = 'registry-offline';

/** Deletes the offline answers of whoever was signed in (the request, for whoever waits on it). */
export function eraseOfflineAnswers(factory: IDBFactory | undefined = globalThis.indexedDB) {
  try {
    return factory?.deleteDatabase(OFFLINE_DATABASE);
  } catch {
    // No IndexedDB here (an opaque origin, a blocked storage): nothing was kept.
  }
}

/** The storage key of one participant's drafts of one thing (`survey.<userStudyId>`). */
export const draftsKey = (userId: number, scope: string): string => `${PREFIX}${userId}.${scope}`;

type DraftStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

function sessionStorageOrNull(): DraftStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Sign-out: every participant's drafts go from the tab, and the offline answers from the device. */
export function clearDrafts(storage: DraftStorage | null = sessionStorageOrNull()): void {
  eraseOfflineAnswers();
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage kept nothing.
  }
}
