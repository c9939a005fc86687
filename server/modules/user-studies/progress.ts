import { STUDY_STATUS, type DashboardStatus, type Procedure, type ProcedureId } from '@contract';
import { sortProcedures } from '@engine';

// A user study's progress as the dashboard reads it (spec 000 §4, spec 001 §4): numeric status
// 0 not started, 2–59 in progress, 60 completed; dashboard_status; and current_status text such
// as 'Screening: in progress' or 'Consent: completed'.

export interface Progress {
  status: number;
  dashboard_status: DashboardStatus;
  current_status: string;
  completed: boolean;
}

/** A user study nobody has started: how every user study begins (see dashboard/assignment). */
export const NOT_STARTED: Progress = {
  status: STUDY_STATUS.notStarted,
  dashboard_status: 'not_started',
  current_status: 'Study: not started',
  completed: false,
};

export interface ProgressInput {
  procedures: readonly Procedure[];
  completed: ReadonlySet<ProcedureId>;
  isEligible: boolean | null;
  /** The procedure that just changed: submitted (completed) or answered (in progress). */
  touched?: { id: ProcedureId; kind: 'submitted' | 'answered' };
}

/**
 * Completed when every procedure is, or when screening found the participant not eligible (a core
 * study for an ineligible participant shows as completed, spec 000 §4). In between, the status
 * grows with the share of completed procedures, from 2 up to 59.
 */
export function progressOf({ procedures, completed, isEligible, touched }: ProgressInput): Progress {
  const sorted = sortProcedures(procedures);
  const title = (id: ProcedureId) => sorted.find((p) => p.id === id)?.title ?? id.charAt(0).toUpperCase() + id.slice(1);
  const done = sorted.filter((p) => completed.has(p.id));
  const lastDone = done[done.length - 1];
  if (isEligible === false)
    return {
      status: STUDY_STATUS.completed,
      dashboard_status: 'completed',
      current_status: `${title('screening')}: completed`,
      completed: true,
    };
  if (sorted.length > 0 && done.length === sorted.length) {
    return {
      status: STUDY_STATUS.completed,
      dashboard_status: 'completed',
      current_status: `${title(lastDone.id)}: completed`,
      completed: true,
    };
  }
  if (done.length === 0 && !touched) return { ...NOT_STARTED };
  const span = STUDY_STATUS.completed - 1 - STUDY_STATUS.inProgressFrom;
  const status = STUDY_STATUS.inProgressFrom + Math.floor((span * done.length) / Math.max(sorted.length, 1));
  let current: string;
  if (touched?.kind === 'answered' && !completed.has(touched.id)) current = `${title(touched.id)}: in progress`;
  else if (lastDone) current = `${title(lastDone.id)}: completed`;
  else current = `${title(touched!.id)}: in progress`;
  return { status, dashboard_status: 'in_progress', current_status: current, completed: false };
}
