import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { isApiError } from '@/shared/api/client/api-error';
import { useGlucoseLink } from '@/shared/glucose-device/use-glucose-link';
import { useSession } from '@/shared/session/session-context';
import { Button, ButtonLink } from '@/shared/ui/button';
import { startGlucoseDeviceLink } from '../api/start-glucose-device-link';
import { GlucosePage, GlucosePanel } from '../components/glucose-page';
import { GLUCOSE_TEXT } from '../glucose-device-texts';
import { modeFrom, startHref, studyFrom } from '../model/link-flow';

export interface GlucoseDeviceScreenProps {
  /** Sends the browser to the vendor (a full-page visit; tests pass their own). */
  goToVendor?: (url: string) => void;
}

/**
 * `/glucose-device?mode=old|new&study={id}`: explains the connection and starts the vendor round
 * trip. Storing the mode here is what opens the return route (spec 000 §2: a route only reachable
 * with a stored glucose-device mode value).
 */
export function GlucoseDeviceScreen({ goToVendor = (url) => window.location.assign(url) }: GlucoseDeviceScreenProps) {
  const T = GLUCOSE_TEXT.start; // read when rendering: the texts of the language shown
  useSignals();
  const session = useSession();
  const client = useApiClient();
  const params = new URLSearchParams(useSearch());
  const mode = modeFrom(params.get('mode'));
  const study = studyFrom(params.get('study'));
  const { state } = useGlucoseLink();
  const [busy, setBusy] = useState(false);
  // The server's reason as it sent it, or ours by name: read when rendering, in the language shown.
  const [problem, setProblem] = useState<{ server?: string } | null>(null);
  const participantId = session.userId.value;

  useEffect(() => session.set('glucoseDeviceMode', mode), [session, mode]);

  const connect = async () => {
    if (participantId === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const { authorize_url } = await startGlucoseDeviceLink(client, participantId, { mode, study_id: study });
      goToVendor(authorize_url);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem({ server: error.detail });
      setBusy(false);
    }
  };

  if (!session.loggedIn.value) {
    return (
      <GlucosePage title={T.title}>
        <p className="registry-glucose__lead">{T.lead}</p>
        <p>{T.signInFirst}</p>
        <div className="registry-glucose__actions">
          <ButtonLink href={paths.login.href(startHref(mode, study))}>{T.signIn}</ButtonLink>
          <ButtonLink href={paths.register.href()} variant="secondary">
            {T.register}
          </ButtonLink>
        </div>
      </GlucosePage>
    );
  }
  const linked = state.kind === 'ready' && state.status.linked;
  if (state.kind === 'off' || linked) {
    return (
      <GlucosePage title={linked ? T.alreadyTitle : T.title}>
        {linked ? <GlucosePanel tone="success">{<p>{T.alreadyText}</p>}</GlucosePanel> : <p>{T.off}</p>}
        <div className="registry-glucose__actions">
          {linked && mode === 'new' && (
            <ButtonLink href={paths.jumpToCoreStudy.href()}>{GLUCOSE_TEXT.continueStudy}</ButtonLink>
          )}
          <ButtonLink href={paths.dashboard.href()} variant={linked && mode === 'new' ? 'secondary' : 'primary'}>
            {GLUCOSE_TEXT.backToDashboard}
          </ButtonLink>
        </div>
      </GlucosePage>
    );
  }
  return (
    <GlucosePage title={T.title} outcome={problem ? (problem.server ?? 'startFailed') : undefined}>
      <p className="registry-glucose__lead">{T.lead}</p>
      <h2>{T.howTitle}</h2>
      <ol className="registry-glucose__steps">
        {T.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{T.later}</p>
      {problem && (
        <GlucosePanel tone="error">
          <p>{problem.server ?? T.startFailed}</p>
        </GlucosePanel>
      )}
      <div className="registry-glucose__actions">
        <Button onClick={() => void connect()} loading={busy}>
          {T.connect}
        </Button>
        <ButtonLink href={paths.dashboard.href()} variant="secondary">
          {GLUCOSE_TEXT.backToDashboard}
        </ButtonLink>
      </div>
    </GlucosePage>
  );
}
