import type { Procedure, ProcedureId, UserProcedure } from '@contract/study';
import type { UserStudy } from '@contract/user-study';
import { isPartnerSource } from '@contract/partner-source';
import { currentProcedureOnIntro, opensNotEligible, preselectOutcome } from '@engine/screen';

// Where a loaded study session goes (spec 001 §4 Loading, Preselect, Closed studies), as data the
// route screens act on. The rules themselves are the engine's; this only orders them.

export type LoadKind =
  'scratch' | 'review' | 'status' | 'screening' | 'signJAEB' | 'consent' | 'questionnaire' | 'notEligible';

/**
 * The load kind of a screen: the procedure asked for on the survey route, or the screen itself.
 * The consent step of a partner-network (jaeb) participant loads as `signJAEB`: the partner
 * consent, signed with the profile's name and without the consent dialog (spec 001 §4).
 */
export function loadKindOf(
  screen: 'survey' | 'status' | 'notEligible' | 'review',
  procedure?: string | null,
  source?: string | null,
): LoadKind {
  if (screen !== 'survey') return screen;
  if (procedure === 'consent' && isPartnerSource(source)) return 'signJAEB';
  if (procedure === 'screening' || procedure === 'consent' || procedure === 'questionnaire') return procedure;
  return 'scratch';
}

export type LoadDestination =
  | { kind: 'not-eligible' }
  | { kind: 'closed-study' }
  | { kind: 'status'; procedure: ProcedureId }
  | { kind: 'open'; procedure: ProcedureId };

/**
 * After stage two: not eligible (outside review) opens the not-eligible page; a closed user
 * study the closed study page (unless the participant is part-way through it); a completed
 * procedure asked for (or preselected) its status page; otherwise the procedure opens. With no
 * procedure asked for, the server's preselect answer for core studies wins; otherwise the
 * engine's current procedure on the intro: the intro, passed over once completed, then the first
 * procedure not completed, else the last.
 */
export function loadDestination(input: {
  kind: LoadKind;
  userStudy: UserStudy;
  procedures: readonly Procedure[];
  userProcedures: readonly UserProcedure[];
  asked?: string | null;
  preselected?: ProcedureId | null;
}): LoadDestination {
  const { kind, userStudy, procedures, userProcedures } = input;
  if (opensNotEligible(userStudy, kind) && kind !== 'notEligible') return { kind: 'not-eligible' };
  const byId = (id?: string | null) => procedures.find((p) => p.id === id) ?? null;
  const resumable = procedures.filter((p) => p.id !== 'intro' || !p.created_at);
  const procedure =
    byId(input.asked) ??
    byId(input.preselected) ??
    currentProcedureOnIntro(resumable, userStudy, 'last') ??
    procedures.at(-1) ??
    null;
  const outcome = preselectOutcome(userStudy, procedure, userProcedures);
  if (outcome === 'closed-study') return { kind: 'closed-study' };
  if (!procedure) return { kind: 'closed-study' };
  // Asking again for a completed procedure shows its status; review and status screens stay.
  if (outcome === 'status' && kind !== 'review' && kind !== 'status')
    return { kind: 'status', procedure: procedure.id };
  return { kind: 'open', procedure: procedure.id };
}
