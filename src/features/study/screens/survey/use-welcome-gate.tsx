import { useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ModuleSetting, ProcedureId } from '@contract/study';
import type { StudyEvent } from '@contract';
import type { StudyType } from '@contract/user-study';
import { listEvents } from '@/shared/api/calls/list-events';
import { listTexts } from '../../api/list-texts';
import { logEvent } from '@/shared/api/calls/log-event';
import { findModuleSetting, needsWelcomeDialog, welcomeEventName } from '@engine/screen';
import { deviceOnline } from '../../session/connection';
import type { SettledEventsLog } from '../../session/events-log-ahead';
import type { SurveyIds } from '../../session/study-session';
import { ConfiguredPopup, MessageDialog } from './survey-dialogs';
import { SURVEY_TEXT as T } from './survey-texts';

interface GateInput {
  client: ApiClient;
  ids: SurveyIds;
  procedure: ProcedureId | null;
  source: string;
  studyType: StudyType | null;
  adult: boolean;
  settings: readonly ModuleSetting[];
  /** The log read ahead with the study's load, when there is one (StudySession.takeEventsLog); stable. */
  takeEventsLog?: () => Promise<StudyEvent[]> | null;
  /** That read's outcome once it has arrived, until taken (StudySession.peekEventsLog); stable. */
  peekEventsLog?: () => SettledEventsLog | null;
}

/**
 * A log that cannot be read does not hold the participant back: the dialog shows. Without a
 * connection it does not (the questionnaire opened from the device's copy is one the participant was
 * already answering, and the dialog could not register its event).
 */
function welcomeNeeded(procedure: ProcedureId, events: StudyEvent[] | null, userStudyId: number, source: string) {
  if (events === null && !deviceOnline()) return false;
  return needsWelcomeDialog(procedure, events ?? [], userStudyId, source);
}

type Shown = { procedure: ProcedureId; title?: string | null; text?: string | null } | null;

/**
 * Welcome and consent dialog gating (spec 001 §4): for screening, consent and questionnaire the
 * events log is read; with no welcome event registered the dialog shows, and closing it registers
 * the event. `pending` holds navigation until the log is read and the dialog closed.
 */
export function useWelcomeGate(input: GateInput): { pending: boolean; reading: boolean; dialog: ReactNode } {
  const { client, ids, procedure, source, studyType, adult, settings, takeEventsLog, peekEventsLog } = input;
  const [checkedState, setChecked] = useState<ProcedureId | null>(null);
  const [shownState, setShown] = useState<Shown>(null);

  // The first check decides in the render that first knows the procedure when the log read with the
  // load has arrived: the dialog then comes with the question, not a render later (on a phone its
  // text is the page's largest, the LCP). The effect comes to the same answer from the same log, at
  // once, and keeps it. A screening that needs its dialog waits for the dialog's texts as before.
  const settled = checkedState === null && procedure && studyType ? peekEventsLog?.() : null;
  const neededNow = settled ? welcomeNeeded(procedure!, settled.events, ids.userStudyId, source) : false;
  const decidedNow = !!settled && !(neededNow && procedure === 'screening');
  const checked = decidedNow ? procedure : checkedState;
  const shown: Shown = decidedNow ? (neededNow ? { procedure: procedure! } : null) : shownState;

  useEffect(() => {
    if (!procedure || !studyType) return;
    let live = true;
    const arrived = peekEventsLog?.();
    const read = takeEventsLog?.() ?? null;
    (async () => {
      // Without a wait when the log has arrived: the state is set in this effect, before any render.
      const events = arrived
        ? arrived.events
        : await (read ?? listEvents(client, ids.userId, { user_study: ids.userStudyId })).catch(() => null);
      const needed = welcomeNeeded(procedure, events, ids.userStudyId, source);
      let texts: { title?: string | null; text?: string | null } = {};
      if (needed && procedure === 'screening') {
        const blocks = await listTexts(client, { source, action: 'screening_start', study_type: studyType }).catch(
          () => [],
        );
        texts = blocks.find((b) => b.title || b.text) ?? {};
      }
      if (!live) return;
      setShown(needed ? { procedure, ...texts } : null);
      setChecked(procedure);
    })();
    return () => {
      live = false;
    };
  }, [client, ids.userId, ids.userStudyId, procedure, source, studyType, takeEventsLog, peekEventsLog]);

  const close = () => {
    if (!shown) return;
    const event = welcomeEventName(shown.procedure);
    setShown(null);
    void logEvent(client, ids.userId, { study: ids.studyId, user_study: ids.userStudyId, event }).catch(() => null);
  };

  // `reading`: the log is still on its way and no dialog shows; a press made meanwhile can wait for it.
  const reading = !!procedure && checked !== procedure;
  const pending = reading || (!!procedure && shown !== null);
  if (!shown) return { pending, reading, dialog: null };
  const setting = findModuleSetting(settings, shown.procedure, 'before_procedure', 'popup');
  let dialog: ReactNode;
  if (shown.procedure === 'screening') {
    // Title and body from GET /texts when the server has them, else the defaults (spec 001 §2).
    dialog = (
      <MessageDialog
        title={shown.title || T.welcomeTitle}
        html={shown.text}
        text={T.welcomeBody}
        button={T.begin}
        onClose={close}
      />
    );
  } else if (shown.procedure === 'questionnaire') {
    dialog = (
      <ConfiguredPopup
        setting={setting}
        title={T.beforeYouStartTitle}
        text={adult ? T.beforeYouStartAdult : T.beforeYouStartMinor}
        button={T.continue}
        onClose={close}
      />
    );
  } else {
    dialog = <ConfiguredPopup setting={setting} title={T.consentTitle} text="" button={T.continue} onClose={close} />;
  }
  return { pending, reading, dialog };
}
