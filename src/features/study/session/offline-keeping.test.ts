import { IDBFactory } from 'fake-indexeddb';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openVault } from '@/shared/offline/offline-vault';
import { keepLoad, keptLoad, vaultDrafts, type KeptLoad } from './offline-keeping';

const platform = () => ({ indexedDB: new IDBFactory(), crypto: webcrypto as Crypto });
const KEY = 'registry.drafts.7.survey.5';

describe('what the survey keeps on the device', () => {
  it('drafts written through to the vault are there for the next page (a reload), and go once removed', async () => {
    const p = platform();
    const first = vaultDrafts(openVault(7, p), KEY);
    await first.ready;
    first.setItem(KEY, '[[1,[]]]');
    first.setItem(KEY, '[[1,[]],[2,[]]]');
    // The next page's storage reads what the last write left, in the order written.
    await new Promise((r) => setTimeout(r, 20));
    const reload = vaultDrafts(openVault(7, p), KEY);
    await reload.ready;
    expect(reload.getItem(KEY)).toBe('[[1,[]],[2,[]]]');
    reload.removeItem(KEY);
    await new Promise((r) => setTimeout(r, 20));
    const again = vaultDrafts(openVault(7, p), KEY);
    await again.ready;
    expect(again.getItem(KEY)).toBeNull();
  });

  it('another participant opening the vault finds nothing of the first one', async () => {
    const p = platform();
    const first = vaultDrafts(openVault(7, p), KEY);
    await first.ready;
    first.setItem(KEY, '[[1,[]]]');
    await new Promise((r) => setTimeout(r, 20));
    const other = vaultDrafts(openVault(8, p), KEY);
    await other.ready;
    expect(other.getItem(KEY)).toBeNull();
  });

  it('keeps the last load of a user study', async () => {
    const vault = openVault(7, platform());
    const kept = { participant: { id: 7 }, answers: [], data: { questions: [] } } as unknown as KeptLoad;
    expect(await keptLoad(vault, 5)).toBeUndefined();
    await keepLoad(vault, 5, kept);
    expect(await keptLoad(vault, 5)).toEqual(kept);
    expect(await keptLoad(vault, 6)).toBeUndefined();
  });

  it('without a vault (no IndexedDB) drafts stay in memory', async () => {
    const drafts = vaultDrafts(Promise.resolve(null), KEY);
    await drafts.ready;
    drafts.setItem(KEY, 'x');
    expect(drafts.getItem(KEY)).toBe('x');
  });
});
