import { isPartnerSource } from '@contract/partner-source';
import type { EventLog, ModuleSetting, ProcedureId } from '@contract/study';
import type { ConsentVariant } from './consent';

// Dialog gating of spec 001 §4. The event names are ours (the spec names the kinds, not the
// strings); the reference server stores whatever the client registers.

export { JAEB_INTRO_EVENT, STUDY_BEGIN_EVENT } from '@contract/event-names';
export const WELCOME_DIALOG_PROCEDURES: readonly ProcedureId[] = ['screening', 'consent', 'questionnaire'];

export function welcomeEventName(procedure: ProcedureId): string {
  return `welcome_dialog_${procedure}`;
}

/**
 * The welcome dialog shows for screening, consent and questionnaire until its event is registered
 * for this user study; the consent one is skipped for the partner-research source.
 */
export function needsWelcomeDialog(
  procedure: ProcedureId,
  events: readonly EventLog[],
  userStudyId: number,
  source: string | null | undefined,
): boolean {
  if (!WELCOME_DIALOG_PROCEDURES.includes(procedure)) return false;
  if (procedure === 'consent' && isPartnerSource(source)) return false;
  const name = welcomeEventName(procedure);
  return !events.some((e) => e.event === name && (e.user_study == null || e.user_study === userStudyId));
}

/** Adult consent uses the configured popup; parental and child the fixed consent dialog. */
export function consentDialogKind(variant: ConsentVariant): 'configured' | 'fixed' {
  return variant === 'adult' ? 'configured' : 'fixed';
}

/** The success dialog is configured for regular sources and fixed otherwise. */
export function successDialogKind(source: string | null | undefined): 'configured' | 'fixed' {
  return isPartnerSource(source) ? 'fixed' : 'configured';
}

export const WELCOME_DEFAULT_TITLE = "Let's start";

/** The module setting of a procedure at a stage (module settings come grouped by procedure). */
export function findModuleSetting(
  settings: readonly ModuleSetting[],
  procedure: ProcedureId,
  stage: ModuleSetting['stage'],
  type?: ModuleSetting['module_type'],
): ModuleSetting | null {
  return (
    settings.find((s) => s.procedure === procedure && s.stage === stage && (!type || s.module_type === type)) ?? null
  );
}

/**
 * After a questionnaire submit the study's configured conclusion popup (a `popup` module setting
 * at the `conclusion` stage) shows before the status page (spec 001 §2 Configured popup, §4
 * Procedure submit); other procedures and studies without one show none.
 */
export function conclusionPopup(settings: readonly ModuleSetting[], procedure: ProcedureId): ModuleSetting | null {
  if (procedure !== 'questionnaire') return null;
  return findModuleSetting(settings, procedure, 'conclusion', 'popup');
}

/** The query value that marks the status page a submit has just opened (spec 001 §2 `status=just_submitted`). */
export const JUST_SUBMITTED = 'just_submitted';

export type JustSubmittedDialog = { kind: 'success' } | { kind: 'conclusion-popup'; setting: ModuleSetting } | null;

/**
 * The dialog of the status page that a submit has just opened (its query carries
 * status=just_submitted): the Success! dialog after an eligible screening, the configured
 * conclusion popup after a questionnaire (spec 001 §2 Dialogs, §4 Procedure submit). The status
 * page opened any other way (a later visit, a reload once the dialog was closed) shows none.
 */
export function justSubmittedDialog(input: {
  status: string | null;
  procedure: ProcedureId;
  submitted: boolean;
  eligible: boolean;
  settings: readonly ModuleSetting[];
}): JustSubmittedDialog {
  if (input.status !== JUST_SUBMITTED || !input.submitted) return null;
  if (input.procedure === 'screening') return input.eligible ? { kind: 'success' } : null;
  const popup = conclusionPopup(input.settings, input.procedure);
  return popup ? { kind: 'conclusion-popup', setting: popup } : null;
}
