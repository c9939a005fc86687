import type { ParticipantProfile } from '@contract/account';
import type { Answer } from '@contract/study';
import { openVault, type OfflineVault } from '@/shared/offline/offline-vault';
import { createMemoryStorage, type KeyValueStorage } from '@/shared/session/key-value-storage';
import type { StudyDefinitionData } from './session-types';

// What the standalone site keeps of a user study on the device, in the participant's encrypted vault
// (shared/offline/offline-vault.ts), so the questionnaire goes on without a connection:
// - the drafts, as the save queue's storage: read once when the session loads, written through on
//   every change, removed once the server has stored them;
// - the session's last load (the study's definition, the participant, the stored answers), so a
//   reload without a connection opens the questionnaire where it was. It goes at sign-out with the rest.

/** Drafts storage that also says when what the device kept has been read. */
export interface DraftStore extends KeyValueStorage {
  readonly ready: Promise<void>;
}

/** What a load brought, kept to open the questionnaire again offline. */
export interface KeptLoad {
  participant: ParticipantProfile;
  answers: Answer[];
  data: StudyDefinitionData;
}

const vaults = new Map<number, Promise<OfflineVault | null>>();

/**
 * The participant's vault, opened once per page (opening it erases another participant's), and
 * again after a sign-out deleted the database under it.
 */
export async function participantVault(userId: number): Promise<OfflineVault | null> {
  const kept = await vaults.get(userId);
  if (kept && !kept.closed) return kept;
  const opening = openVault(userId).catch(() => null);
  vaults.clear();
  vaults.set(userId, opening);
  return opening;
}

/**
 * The save queue's storage over the vault, for the one key the queue uses: read and written at once
 * in memory, each change then sealed into the vault in the order made. Without a vault (no
 * IndexedDB, no WebCrypto), memory only.
 */
export function vaultDrafts(vault: Promise<OfflineVault | null>, key: string): DraftStore {
  const memory = createMemoryStorage();
  let writes: Promise<unknown> = Promise.resolve();
  const then = (step: (v: OfflineVault) => Promise<void>) => {
    writes = writes.then(() => vault.then((v) => v && step(v))).catch(() => undefined);
  };
  const ready = vault
    .then((v) => v?.read<string>(key))
    .then((kept) => {
      // A change made before the device's copy was read is the newer one.
      if (typeof kept === 'string' && memory.getItem(key) === null) memory.setItem(key, kept);
    })
    .catch(() => undefined);
  return {
    ready,
    getItem: (k) => memory.getItem(k),
    setItem(k, value) {
      memory.setItem(k, value);
      if (k === key) then((v) => v.write(key, value));
    },
    removeItem(k) {
      memory.removeItem(k);
      if (k === key) then((v) => v.remove(key));
    },
  };
}

const loadName = (userStudyId: number) => `load.${userStudyId}`;

/** Keeps what a load brought (replacing the last one). */
export function keepLoad(vault: Promise<OfflineVault | null>, userStudyId: number, kept: KeptLoad): Promise<void> {
  return vault.then((v) => v?.write(loadName(userStudyId), kept)).catch(() => undefined);
}

/** The last load kept on the device, if any. */
export function keptLoad(vault: Promise<OfflineVault | null>, userStudyId: number): Promise<KeptLoad | undefined> {
  return vault.then((v) => v?.read<KeptLoad>(loadName(userStudyId))).catch(() => undefined);
}

/** What a study session keeps on the device: its drafts' first read, and its last load. */
export interface LoadKeeping {
  /** Resolves once the drafts the device kept are in the drafts' storage. */
  ready: Promise<void>;
  keep(kept: KeptLoad): Promise<void>;
  kept(): Promise<KeptLoad | undefined>;
}

/** The drafts' storage and the load keeping of one user study, in the participant's vault. */
export function keptOnDevice(userId: number, userStudyId: number, draftsKey: string) {
  const vault = participantVault(userId);
  const drafts = vaultDrafts(vault, draftsKey);
  const keeping: LoadKeeping = {
    ready: drafts.ready,
    keep: (kept) => keepLoad(vault, userStudyId, kept),
    kept: () => keptLoad(vault, userStudyId),
  };
  return { drafts, keeping };
}
