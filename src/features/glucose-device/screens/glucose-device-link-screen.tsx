import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useTrackEvent } from '@/shared/analytics/analytics';
import { useApiClient } from '@/shared/api/api-context';
import { isApiError } from '@/shared/api/client/api-error';
import type { GlucoseLinkComplete } from '@contract';
import { useSession } from '@/shared/session/session-context';
import { ButtonLink } from '@/shared/ui/button';
import { completeGlucoseDeviceLink } from '../api/complete-glucose-device-link';
import { GlucosePage, GlucosePanel } from '../components/glucose-page';
import { GLUCOSE_TEXT } from '../glucose-device-texts';
import { handoffHref, modeFrom, readVendorReturn, startHref } from '../model/link-flow';

type Outcome =
  | { kind: 'working' }
  | { kind: 'linked'; answer: GlucoseLinkComplete }
  /** Our reasons by name, read in the language shown when rendering; the server's own as it sent it. */
  | { kind: 'failed'; reason: 'denied' | 'missing' | 'signedOut' | 'generic' | { server: string }; signIn?: boolean };

/**
 * `/glucose-device/link`: the vendor's return route (reachable only with a stored mode). The code
 * and state go to the server once; the outcome is announced, the analytics event reports a new
 * connection, and the participant goes on to the survey (new mode first) or back to the dashboard.
 */
export function GlucoseDeviceLinkScreen() {
  const T = GLUCOSE_TEXT.link; // read when rendering: the texts of the language shown
  useSignals();
  const session = useSession();
  const client = useApiClient();
  const track = useTrackEvent();
  const search = useSearch();
  // Read once: the stored mode is cleared below, and a reload of this page then goes to /dashboard.
  const [mode] = useState(() => modeFrom(session.glucoseDeviceMode.peek()));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const sent = useRef(false);
  const participantId = session.userId.value;

  useEffect(() => {
    // One try per visit: the state is good for one use only.
    if (sent.current) return;
    sent.current = true;
    session.set('glucoseDeviceMode', null);
    const back = readVendorReturn(search);
    if (back.kind === 'denied') return setOutcome({ kind: 'failed', reason: 'denied' });
    if (back.kind === 'missing') return setOutcome({ kind: 'failed', reason: 'missing' });
    if (participantId === null) return setOutcome({ kind: 'failed', reason: 'signedOut', signIn: true });
    completeGlucoseDeviceLink(client, participantId, { code: back.code, state: back.state }).then(
      (answer) => {
        if (!answer.already_linked) track({ name: 'glucose_device_connected', vendor: answer.vendor ?? undefined });
        setOutcome({ kind: 'linked', answer });
      },
      (error: unknown) => {
        const reason = isApiError(error) ? (error.detail ?? Object.values(error.fieldErrors)[0]) : undefined;
        setOutcome({ kind: 'failed', reason: reason ? { server: reason } : 'generic' });
      },
    );
  }, [client, participantId, search, session, track]);

  if (outcome.kind === 'working') {
    return (
      <GlucosePage title={T.title}>
        <p role="status">{T.working}</p>
      </GlucosePage>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <GlucosePage title={T.failedTitle} outcome="failed">
        <GlucosePanel tone="error">
          <p>{typeof outcome.reason === 'string' ? T[outcome.reason] : outcome.reason.server}</p>
        </GlucosePanel>
        <div className="registry-glucose__actions">
          {outcome.signIn ? (
            <ButtonLink href={paths.login.href(startHref(mode))}>{GLUCOSE_TEXT.signIn}</ButtonLink>
          ) : (
            <ButtonLink href={startHref(mode)}>{T.tryAgain}</ButtonLink>
          )}
          <ButtonLink href={paths.dashboard.href()} variant="secondary">
            {GLUCOSE_TEXT.backToDashboard}
          </ButtonLink>
        </div>
      </GlucosePage>
    );
  }
  const { answer } = outcome;
  const toStudy = handoffHref(answer.handoff, participantId ?? 0);
  // The partner flow (new mode) came for the survey; the old mode came from the dashboard.
  const surveyFirst = answer.mode === 'new';
  return (
    <GlucosePage title={answer.already_linked ? T.alreadyTitle : T.successTitle} outcome="linked">
      <GlucosePanel tone="success">
        <p>{answer.already_linked ? T.alreadyText : T.successText}</p>
      </GlucosePanel>
      <div className="registry-glucose__actions">
        {surveyFirst && <ButtonLink href={toStudy}>{GLUCOSE_TEXT.continueStudy}</ButtonLink>}
        <ButtonLink href={paths.dashboard.href()} variant={surveyFirst ? 'secondary' : 'primary'}>
          {GLUCOSE_TEXT.backToDashboard}
        </ButtonLink>
        {!surveyFirst && (
          <ButtonLink href={toStudy} variant="secondary">
            {GLUCOSE_TEXT.continueStudy}
          </ButtonLink>
        )}
      </div>
    </GlucosePage>
  );
}
