import { computed, type ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';
import type { AccountState, ParticipantProfile } from '@contract';
import { useSession } from './session-context';
import type { SessionStore } from './session-store';

/** What a host component may read of the session: plain values, a new object only when one changes. */
export interface SessionState {
  /** A token is stored (spec 000 §4). */
  signedIn: boolean;
  userId: number | null;
  /** The profile's state once loaded, before that the token's account_status. */
  accountState: AccountState | string | null;
  /** Privilege ids on the token, e.g. `registry:user`. */
  privileges: readonly string[];
  /** The signed-in participant's profile, once loaded. */
  profile: ParticipantProfile | null;
}

// One snapshot signal per store: useSyncExternalStore needs the same object back until a value changes.
const snapshots = new WeakMap<SessionStore, ReadonlySignal<SessionState>>();

function snapshotOf(session: SessionStore): ReadonlySignal<SessionState> {
  let snapshot = snapshots.get(session);
  if (!snapshot) {
    snapshot = computed(() => ({
      signedIn: session.loggedIn.value,
      userId: session.userId.value,
      accountState: session.accountState.value,
      privileges: session.privileges.value,
      profile: session.profile.value,
    }));
    snapshots.set(session, snapshot);
  }
  return snapshot;
}

/** Subscribes React to one signal; the server snapshot is the same value (a signed-out shell). */
function useSignalValue<T>(signal: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => signal.subscribe(() => onChange()), [signal]);
  const read = useCallback(() => signal.peek(), [signal]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The session as plain values for host components: re-renders its caller when the participant
 * signs in or out, or the profile loads, with no signals runtime in the host (useSyncExternalStore).
 */
export function useSessionState(): SessionState {
  return useSignalValue(snapshotOf(useSession()));
}

/** Whether a participant is signed in to this registry instance; re-renders on change. */
export function useSignedIn(): boolean {
  return useSignalValue(useSession().loggedIn);
}
