import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/client/api-error';
import type { ConsentBody, SignResponse, UserConsent } from '@contract';
import { useSession } from '@/shared/session/session-context';
import { useLocale } from '@/shared/i18n/use-locale';
import { getConsentBody } from '../api/get-consent-body';
import { listConsents } from '../api/list-consents';
import { signConsent } from '../api/sign-consent';
import { consentVariant, nextConsentStep, type ConsentVariant } from '@engine/screen';
import { useReauth } from './use-reauth';

export type SigningState =
  | { kind: 'loading' }
  | { kind: 'sign'; consents: UserConsent[]; consent: UserConsent; body: ConsentBody; variant: ConsentVariant }
  | { kind: 'no-consent' }
  | { kind: 'signed'; consents: UserConsent[]; smsConsentRequired: boolean }
  | { kind: 'error' };

/** The sign call refused the re-authentication (expired or missing): ask again, once. */
const needsReauthAgain = (e: unknown) => e instanceof ApiError && e.status === 403;

/**
 * The consent flow of spec 001 §4: load the consents, take the first unsigned one, load its body,
 * sign (after the re-authentication of DECISIONS §11), reload; all signed ends it. Any failure is
 * the consentError state (the signing-failure text with the contacts), never a lost signature: the
 * server either stored it or did not, and a reload shows which.
 */
export function useConsentSigning(userId: number, userStudyId: number) {
  const client = useApiClient();
  const session = useSession();
  const reauth = useReauth();
  const [state, setState] = useState<SigningState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (last?: SignResponse) => {
      setState({ kind: 'loading' });
      try {
        const consents = await listConsents(client, userId, userStudyId);
        const step = nextConsentStep(consents);
        if (step.kind === 'no-consent') return setState({ kind: 'no-consent' });
        if (step.kind === 'signed')
          return setState({ kind: 'signed', consents, smsConsentRequired: last?.sms_consent_required ?? false });
        const body = await getConsentBody(client, step.consent.id);
        setState({ kind: 'sign', consents, consent: step.consent, body, variant: consentVariant(consents) });
      } catch {
        setState({ kind: 'error' });
      }
    },
    [client, userId, userStudyId],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // A consent is signed in the language it is read in (the sign call's): when the page's language
  // changes, the consent on screen is read again in it, in place (the typed name and the box stay).
  const locale = useLocale();
  const shownIn = useRef(locale);
  const signing = state.kind === 'sign' ? state.consent.id : null;
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    if (signing === null) return;
    let live = true;
    getConsentBody(client, signing).then(
      (body) => live && setState((s) => (s.kind === 'sign' && s.consent.id === signing ? { ...s, body } : s)),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [locale, client, signing]);

  const sign = useCallback(
    async (consent: UserConsent, subjectName: string) => {
      setBusy(true);
      try {
        const payload = { subject_name: subjectName, user_consent_id: consent.user_consent_id };
        const ids = { participantId: userId, userStudyId, consentId: consent.id };
        let answer: SignResponse | undefined;
        for (let attempt = 0; attempt < 2 && !answer; attempt += 1) {
          const token = await reauth.proof();
          if (!token) return; // cancelled: the typed name stays on screen
          try {
            answer = await signConsent(client, ids, payload, token);
          } catch (e) {
            if (!needsReauthAgain(e) || attempt === 1) throw e;
            reauth.forget();
          }
        }
        if (!answer) return;
        if (answer.new_jwt_token) session.setToken(answer.new_jwt_token);
        await load(answer);
      } catch {
        setState({ kind: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [client, userId, userStudyId, reauth, session, load],
  );

  return { state, busy, sign, retry: () => void load(), reauth };
}
