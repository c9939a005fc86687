import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ParticipantProfile } from '@contract';
import { createMemoryStorage } from './key-value-storage';
import { createSessionStore, SESSION_KEYS } from './session-store';
import { makeUnsignedToken } from './unsigned-token';

const profile = { id: 5, first_name: 'Ann', state: 'reconsent' } as ParticipantProfile;

describe('session store', () => {
  it('starts from what the storage already holds', () => {
    const token = makeUnsignedToken({ user_id: 9 });
    const storage = createMemoryStorage({
      [SESSION_KEYS.token]: token,
      [SESSION_KEYS.responseId]: '77',
      [SESSION_KEYS.application]: 'qi',
      [SESSION_KEYS.registeredAsJaeb]: 'true',
      [SESSION_KEYS.glucoseDeviceMode]: 'new',
    });
    const session = createSessionStore(storage);
    expect(session.loggedIn.value).toBe(true);
    expect(session.userId.value).toBe(9);
    expect(session.responseId.value).toBe('77');
    expect(session.application.value).toBe('qi');
    expect(session.registeredAsJaeb.value).toBe(true);
    expect(session.glucoseDeviceMode.value).toBe('new');
    expect(session.otpId.value).toBeNull();
  });

  it('ignores an application value it does not know', () => {
    const session = createSessionStore(createMemoryStorage({ [SESSION_KEYS.application]: 'other' }));
    expect(session.application.value).toBeNull();
  });

  it('counts as logged in exactly when a token string is stored', () => {
    const session = createSessionStore(createMemoryStorage());
    expect(session.loggedIn.value).toBe(false);
    session.setToken('not-a-jwt');
    expect(session.loggedIn.value).toBe(true);
    expect(session.payload.value).toBeNull();
    expect(session.userId.value).toBeNull();
    session.removeToken();
    expect(session.loggedIn.value).toBe(false);
  });

  it('writes every value through to the storage and removes cleared ones', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore(storage);
    session.set('childEmail', 'kid@example.org');
    session.set('registeredAsJaeb', true);
    expect(storage.getItem(SESSION_KEYS.childEmail)).toBe('kid@example.org');
    expect(storage.getItem(SESSION_KEYS.registeredAsJaeb)).toBe('true');
    session.set('childEmail', null);
    session.set('registeredAsJaeb', false);
    expect(storage.getItem(SESSION_KEYS.childEmail)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.registeredAsJaeb)).toBeNull();
    expect(createSessionStore(storage).childEmail.value).toBeNull();
  });

  it('drops the pending dual-factor id when a token arrives', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore(storage);
    session.set('otpId', 'otp-1');
    session.setToken(makeUnsignedToken({}));
    expect(session.otpId.value).toBeNull();
    expect(storage.getItem(SESSION_KEYS.otpId)).toBeNull();
  });

  it('derives privileges and the account state, the profile state winning once loaded', () => {
    const session = createSessionStore(createMemoryStorage());
    session.setToken(
      makeUnsignedToken({
        account_status: 'reconsent_pending',
        privileges: [{ id: 'registry:child_profile', title: '' }],
      }),
    );
    expect(session.privileges.value).toEqual(['registry:child_profile']);
    expect(session.hasPrivilege('registry:child_profile')).toBe(true);
    expect(session.hasPrivilege('registry:user')).toBe(false);
    expect(session.accountState.value).toBe('reconsent_pending');
    session.setProfile(profile);
    expect(session.accountState.value).toBe('reconsent');
  });

  it('resets everything on logout, in storage too', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore(storage);
    session.setToken(makeUnsignedToken({}));
    session.set('responseId', '3');
    session.set('application', 'registry');
    session.set('childEmail', 'kid@example.org');
    session.set('otpId', 'x');
    session.set('registeredAsJaeb', true);
    session.set('glucoseDeviceMode', 'old');
    session.setProfile(profile);
    session.reset();
    for (const key of Object.values(SESSION_KEYS)) expect(storage.getItem(key), key).toBeNull();
    expect(session.loggedIn.value).toBe(false);
    expect(session.profile.value).toBeNull();
    expect(session.registeredAsJaeb.value).toBe(false);
    expect(session.glucoseDeviceMode.value).toBeNull();
  });

  it('notifies subscribers once per reset', () => {
    const session = createSessionStore(createMemoryStorage());
    session.setToken(makeUnsignedToken({}));
    let runs = 0;
    const stop = effect(() => {
      void session.loggedIn.value;
      void session.responseId.value;
      runs += 1;
    });
    session.reset();
    stop();
    expect(runs).toBe(2);
  });

  it('keeps instances apart', () => {
    const a = createSessionStore(createMemoryStorage());
    const b = createSessionStore(createMemoryStorage());
    a.setToken('t');
    expect(b.loggedIn.value).toBe(false);
  });

  it('survives a storage that throws', () => {
    const hostile = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const session = createSessionStore(hostile);
    session.setToken('t');
    expect(session.loggedIn.value).toBe(true);
    session.reset();
    expect(session.loggedIn.value).toBe(false);
  });
});
