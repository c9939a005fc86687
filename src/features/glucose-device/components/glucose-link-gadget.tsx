import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTrackEvent } from '@/shared/analytics/analytics';
import { useApiClient } from '@/shared/api/api-context';
import { isApiError } from '@/shared/api/client/api-error';
import { useGlucoseLink } from '@/shared/glucose-device/use-glucose-link';
import { useSession } from '@/shared/session/session-context';
import { useSettings } from '@/shared/settings/settings-context';
import { Button } from '@/shared/ui/button';
import { completeGlucoseDeviceLink } from '../api/complete-glucose-device-link';
import { startGlucoseDeviceLink } from '../api/start-glucose-device-link';
import { GLUCOSE_TEXT } from '../glucose-device-texts';
import { readVendorReturn } from '../model/link-flow';
import { asReturnMessage } from '../model/popup-message';
import { GlucosePanel } from './glucose-page';
import '../glucose-device.css';

/** What the partner page gets once the device is connected: where the participant goes on. */
export interface SurveyHandoff {
  userId: number;
  /** The study to go on to, and the participant's user study of it (null: the core study was not found). */
  studyId: number | null;
  userStudyId: number | null;
  /** True when the device was connected before this visit. */
  alreadyLinked: boolean;
}

export interface GlucoseLinkGadgetProps {
  studyId?: number;
  onHandoff(detail: SurveyHandoff): void;
  /** Opens the vendor's window (tests pass their own); answers null when the browser blocked it. */
  openWindow?: (url: string) => Pick<Window, 'closed'> | null;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'done'; already: boolean }
  /** The reason is read when rendering, so it is in the language shown then. */
  | { kind: 'failed'; reason: () => string };

const T = GLUCOSE_TEXT;
const openPopup = (url: string) => window.open(url, 'registry-glucose-vendor', 'popup,width=520,height=720');

/**
 * The partner flow's connect step (new mode) inside `<registry-glucose-link>`: the vendor opens in a
 * popup, so the partner page never navigates; the popup's return page hands the vendor's answer
 * back (only to this page's origin) and the gadget completes the link with its own session.
 */
export function GlucoseLinkGadget({ studyId, onHandoff, openWindow = openPopup }: GlucoseLinkGadgetProps) {
  useSignals();
  const client = useApiClient();
  const track = useTrackEvent();
  const registryOrigin = new URL(useSettings().apiBase, window.location.href).origin;
  const participantId = useSession().userId.value;
  // A participant connected before gets the hand-off at once (the gadget has no settings to say the vendor is on).
  const { state } = useGlucoseLink({ always: true });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const handled = useRef(new Set<string>());
  const linkedBefore = state.kind === 'ready' && state.status.linked;

  useEffect(() => {
    if (linkedBefore && participantId !== null)
      onHandoff({ userId: participantId, studyId: studyId ?? null, userStudyId: null, alreadyLinked: true });
  }, [linkedBefore, onHandoff, participantId, studyId]);

  const finish = useCallback(
    (search: string) => {
      const back = readVendorReturn(search);
      if (back.kind === 'denied') return setPhase({ kind: 'failed', reason: () => T.link.denied });
      if (back.kind === 'missing' || participantId === null)
        return setPhase({ kind: 'failed', reason: () => T.link.missing });
      // The popup's page may post twice (a reload): the state is good for one use.
      if (handled.current.has(back.state)) return;
      handled.current.add(back.state);
      completeGlucoseDeviceLink(client, participantId, { code: back.code, state: back.state }).then(
        (answer) => {
          if (!answer.already_linked) track({ name: 'glucose_device_connected', vendor: answer.vendor ?? undefined });
          setPhase({ kind: 'done', already: answer.already_linked });
          onHandoff({
            userId: participantId,
            studyId: answer.handoff?.study_id ?? null,
            userStudyId: answer.handoff?.user_study_id ?? null,
            alreadyLinked: answer.already_linked,
          });
        },
        (error: unknown) => {
          const reason = isApiError(error) ? (error.detail ?? Object.values(error.fieldErrors)[0]) : undefined;
          setPhase({ kind: 'failed', reason: () => reason || T.link.generic });
        },
      );
    },
    [client, onHandoff, participantId, track],
  );

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== registryOrigin) return;
      const message = asReturnMessage(event.data);
      if (message) finish(message.search);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [finish, registryOrigin]);

  const connect = async () => {
    if (participantId === null) return;
    setBusy(true);
    try {
      const start = await startGlucoseDeviceLink(client, participantId, {
        mode: 'new',
        study_id: studyId,
        return_origin: window.location.origin,
      });
      const opened = openWindow(start.authorize_url);
      setPhase(opened ? { kind: 'waiting' } : { kind: 'failed', reason: () => T.gadget.popupBlocked });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setPhase({ kind: 'failed', reason: () => error.detail ?? T.start.startFailed });
    } finally {
      setBusy(false);
    }
  };

  if (linkedBefore || phase.kind === 'done') {
    const already = linkedBefore || (phase.kind === 'done' && phase.already);
    return (
      <section className="registry-gadget__section" aria-labelledby="registry-glucose-gadget-title">
        <h2 id="registry-glucose-gadget-title">{already ? T.link.alreadyTitle : T.link.successTitle}</h2>
        <GlucosePanel tone="success">
          <p>{already ? T.link.alreadyText : T.link.successText}</p>
          <p>{T.gadget.handoff}</p>
        </GlucosePanel>
      </section>
    );
  }
  return (
    <section className="registry-gadget__section" aria-labelledby="registry-glucose-gadget-title">
      <h2 id="registry-glucose-gadget-title">{T.start.title}</h2>
      <p>{T.start.lead}</p>
      <ol className="registry-glucose__steps">
        {T.start.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {phase.kind === 'waiting' && <p role="status">{T.gadget.waiting}</p>}
      {phase.kind === 'failed' && (
        <GlucosePanel tone="error">
          <p>{phase.reason()}</p>
        </GlucosePanel>
      )}
      <div className="registry-glucose__actions">
        <Button onClick={() => void connect()} loading={busy}>
          {phase.kind === 'failed' ? T.link.tryAgain : T.gadget.connect}
        </Button>
      </div>
    </section>
  );
}
