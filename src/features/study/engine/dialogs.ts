import { isPartnerSource } from '../../../shared/api/contract/partner-source';
import type { EventLog, ModuleSetting, ProcedureId } from '../../../shared/api/contract/study';
import type { ConsentVariant } from './consent';

// Dialog gating of spec 001 §4. The event names are ours (the spec names the kinds, not the
// strings); the reference server stores whatever the client registers.

export { JAEB_INTRO_EVENT, STUDY_BEGIN_EVENT } from '../../../shared/api/contract/event-names';
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
