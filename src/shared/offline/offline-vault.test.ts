import { IDBFactory } from 'fake-indexeddb';
import { webcrypto } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_DATABASE, eraseOfflineAnswers } from '@/shared/session/drafts';
import { eraseOtherParticipants, openVault, type VaultPlatform } from './offline-vault';

let platform: VaultPlatform;
beforeEach(() => {
  platform = { indexedDB: new IDBFactory(), crypto: webcrypto as Crypto };
});

/** Every raw record of the database's store, as another script of the origin would read it. */
async function rawRecords(store: 'keys' | 'values'): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = platform.indexedDB.open(OFFLINE_DATABASE, 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const all = db.transaction(store, 'readonly').objectStore(store).getAll();
  const records = await new Promise<unknown[]>((resolve) => (all.onsuccess = () => resolve(all.result)));
  db.close();
  return records;
}

describe('offline vault', () => {
  it('gives back what it was given, and stores only ciphertext', async () => {
    const vault = (await openVault(7, platform))!;
    const answers = [{ question: 3, question_option: 9, value: 'Insulin pump' }];
    await vault.write('survey.5', answers);
    expect(await vault.read('survey.5')).toEqual(answers);
    const [sealed] = (await rawRecords('values')) as { data: ArrayBuffer }[];
    const bytes = new TextDecoder().decode(sealed.data);
    expect(bytes).not.toContain('Insulin');
    expect(bytes).not.toContain('question');
  });

  it('keeps a key the browser will not hand out, and the same one when opened again', async () => {
    await (await openVault(7, platform))!.write('survey.5', { a: 1 });
    const [key] = (await rawRecords('keys')) as CryptoKey[];
    expect(key.extractable).toBe(false);
    await expect(webcrypto.subtle.exportKey('raw', key as never)).rejects.toThrow();
    expect(await (await openVault(7, platform))!.read('survey.5')).toEqual({ a: 1 });
  });

  it('erases a value once it is removed', async () => {
    const vault = (await openVault(7, platform))!;
    await vault.write('survey.5', [1]);
    await vault.remove('survey.5');
    expect(await vault.read('survey.5')).toBeUndefined();
    expect(await rawRecords('values')).toEqual([]);
  });

  it('holds one participant at a time: opening it for another erases the first one’s values and key', async () => {
    await (await openVault(7, platform))!.write('survey.5', [1]);
    const other = (await openVault(8, platform))!;
    expect(await other.read('survey.5')).toBeUndefined();
    expect(await rawRecords('values')).toEqual([]);
    expect(await rawRecords('keys')).toHaveLength(1);
  });

  it('a sign-in of another participant erases the first one’s answers unsent; the same participant keeps them', async () => {
    await (await openVault(7, platform))!.write('survey.5', [1]);
    await eraseOtherParticipants(7, platform);
    expect(await rawRecords('values')).toHaveLength(1);
    await eraseOtherParticipants(8, platform);
    expect(await rawRecords('values')).toEqual([]);
    expect(await rawRecords('keys')).toEqual([]);
  });

  it('sign-out deletes the whole database', async () => {
    const vault = (await openVault(7, platform))!;
    await vault.write('survey.5', [1]);
    vault.close();
    const request = eraseOfflineAnswers(platform.indexedDB)!;
    await new Promise((resolve) => (request.onsuccess = resolve));
    const names = (await platform.indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(OFFLINE_DATABASE);
  });

  it('a vault open when sign-out deletes the database closes, and says so', async () => {
    const vault = (await openVault(7, platform))!;
    expect(vault.closed).toBe(false);
    const request = eraseOfflineAnswers(platform.indexedDB)!;
    await new Promise((resolve) => (request.onsuccess = resolve));
    expect(vault.closed).toBe(true);
    const again = (await openVault(7, platform))!;
    await again.write('survey.5', [1]);
    expect(await again.read('survey.5')).toEqual([1]);
  });

  it('is null where the browser has no IndexedDB or WebCrypto', async () => {
    expect(await openVault(7, null)).toBeNull();
  });
});
