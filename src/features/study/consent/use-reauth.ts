import { useCallback, useRef, useState } from 'react';

/** A confirmed re-authentication, kept for the signatures that follow in this session (DECISIONS §11). */
interface Proof {
  token: string;
  until: number;
}

/** Renewed a minute before the server's 15 minutes run out, so a signature never races the expiry. */
const MARGIN_MS = 60_000;
const LIFETIME_MS = 15 * 60_000;

/**
 * The re-authentication before a signature: `proof()` answers the token confirmed earlier in this
 * session, or opens the dialog (`dialogOpen`) and resolves when the participant confirms (undefined
 * when they cancel). `forget()` drops a token the server refused (expired).
 */
export function useReauth() {
  const proofRef = useRef<Proof | null>(null);
  const pending = useRef<((token?: string) => void) | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const proof = useCallback((): Promise<string | undefined> => {
    const kept = proofRef.current;
    if (kept && kept.until - MARGIN_MS > Date.now()) return Promise.resolve(kept.token);
    setDialogOpen(true);
    return new Promise((resolve) => {
      pending.current = resolve;
    });
  }, []);

  const onDialogClose = useCallback((token?: string) => {
    setDialogOpen(false);
    if (token) proofRef.current = { token, until: Date.now() + LIFETIME_MS };
    pending.current?.(token);
    pending.current = null;
  }, []);

  const forget = useCallback(() => {
    proofRef.current = null;
  }, []);

  /** A token confirmed elsewhere (the provider's round trip, which left this page and came back). */
  const adopt = useCallback((token: string, until: number) => {
    proofRef.current = { token, until };
  }, []);

  return { proof, forget, adopt, dialogOpen, onDialogClose };
}
