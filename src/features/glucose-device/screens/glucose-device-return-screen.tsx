import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useApiClient } from '@/shared/api/api-context';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { getGlucoseReturnOrigin } from '../api/get-glucose-return-origin';
import { GlucosePage } from '../components/glucose-page';
import { GLUCOSE_TEXT } from '../glucose-device-texts';
import { GLUCOSE_RETURN_MESSAGE, type GlucoseReturnMessage } from '../model/popup-message';

export interface GlucoseDeviceReturnScreenProps {
  /** The window that opened this popup (a partner page's gadget); tests pass their own. */
  opener?: Pick<Window, 'postMessage'> | null;
  close?: () => void;
}

/**
 * `/glucose-device/return`: the vendor's return inside the popup that `<registry-glucose-link>`
 * opened. It holds no session: it asks the registry which page started this state and hands the
 * vendor's answer to that origin only (never `*`), then closes; the gadget completes the link.
 */
export function GlucoseDeviceReturnScreen({
  opener = typeof window === 'undefined' ? null : (window.opener as Window | null),
  close = () => window.close(),
}: GlucoseDeviceReturnScreenProps) {
  const T = GLUCOSE_TEXT.popup; // read when rendering: the texts of the language shown
  const client = useApiClient();
  const search = useSearch();
  const [outcome, setOutcome] = useState<'working' | 'sent' | 'nowhere'>('working');
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const state = new URLSearchParams(search).get('state');
    if (!state || state.length > 128 || !opener) return setOutcome('nowhere');
    getGlucoseReturnOrigin(client, state).then(
      ({ origin }) => {
        const message: GlucoseReturnMessage = { type: GLUCOSE_RETURN_MESSAGE, search };
        opener.postMessage(message, origin);
        setOutcome('sent');
        close();
      },
      () => setOutcome('nowhere'),
    );
  }, [client, close, opener, search]);

  return (
    <main id={MAIN_CONTENT_ID}>
      <GlucosePage title={T.title}>
        <p role="status">{outcome === 'working' ? T.working : outcome === 'sent' ? T.sent : T.nowhere}</p>
      </GlucosePage>
    </main>
  );
}
