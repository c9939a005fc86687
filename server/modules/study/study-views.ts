import type { ContentLang, ModuleSettingsByProcedure, Procedure, Study, StudyDefinition } from '@contract';
import { localizedDefinition, moduleSettingsFor, sortProcedures, type Audience } from '@engine';
import type { Queryable } from '../../db/database';
import { day, iso } from '../../lib/dates';
import { studyCounts, userProcedureRows, type StudyRow } from './repository';

// What the study-level calls answer, built from the stored definition and the database counts.

const AVAILABLE: Record<StudyDefinition['study']['status'], StudyDefinition['study']['status'][]> = {
  active: ['inactive', 'closed'],
  inactive: ['active', 'closed'],
  closed: [],
  pending: ['ready_for_launch', 'inactive'],
  ready_for_launch: ['active', 'inactive'],
};

/** `GET {admin}/studies/{id}`: the full study, with this participant's eligibility and the counts. */
export async function fullStudy(
  db: Queryable,
  study: StudyRow,
  userStudyId: number,
  lang: ContentLang = 'en',
): Promise<Study> {
  const counts = await studyCounts(db, study.id, userStudyId);
  const assigned = counts.assigned;
  const def = localizedDefinition(study.definition, lang);
  // English reads the study's columns; another language its translated texts (English where none).
  const texts = lang === 'en' ? study : { ...study, ...def.study };
  return {
    id: study.id,
    study_type: study.study_type,
    title: texts.title,
    status: study.status,
    closed_at: day(study.closed_at),
    approximate_complete_time: texts.approximate_complete_time,
    launch_on: day(study.launch_on),
    number_of_users_goal: study.number_of_users_goal,
    reward_on: study.reward_on,
    reward_text: texts.reward_text,
    custom_tag_on: study.custom_tag_on,
    custom_tag_text: texts.custom_tag_text,
    sponsor: null,
    principle_investigator: null,
    created_at: iso(study.created_at),
    isEligible: counts.eligible,
    available_statuses: AVAILABLE[study.status],
    assignment_by_criteria: false,
    procedures_lookup: Object.fromEntries(sortProcedures(def.procedures).map((p) => [p.id, p.title])),
    expires_in: study.closed_at
      ? Math.max(0, Math.ceil((new Date(study.closed_at).getTime() - Date.now()) / 86_400_000))
      : null,
    assigned_to_user: true,
    initially_assigned_and_notified: assigned,
    actually_assigned_and_notified: assigned,
    number_of_users_completed_a_study: counts.completed,
    total_actually_assigned: assigned,
    total_possible_to_assign: counts.possible,
    filter_criterias: [],
    clicked_the_link_count: counts.clicked,
    created_by: null,
    updated_at: iso(study.updated_at),
    last_activated_at: study.status === 'active' ? iso(study.updated_at) : null,
    ...(lang === 'en' ? {} : { lang: def.study.lang }),
  };
}

/** `GET {api}/studies/{id}/procedures`: procedure_id, title, order, and when this participant completed it. */
export async function proceduresView(
  db: Queryable,
  study: StudyRow,
  userStudyId: number,
  lang: ContentLang = 'en',
): Promise<Array<Procedure & { procedure_id: Procedure['id'] }>> {
  const done = await userProcedureRows(db, userStudyId);
  return sortProcedures(localizedDefinition(study.definition, lang).procedures).map((p) => ({
    id: p.id,
    procedure_id: p.id,
    title: p.title,
    order: p.order,
    created_at: iso(done.find((d) => d.procedure_id === p.id)?.created_at),
    ...(p.lang ? { lang: p.lang } : {}),
  }));
}

/**
 * `GET /v2/ui-module-settings`: the study's module settings grouped by procedure id, those that
 * speak to the participant's audience (a parent reads the parental texts, not the adult ones).
 */
export function moduleSettingsView(def: StudyDefinition, audience: Audience): ModuleSettingsByProcedure {
  const grouped: ModuleSettingsByProcedure = {};
  for (const p of sortProcedures(def.procedures)) grouped[p.id] = [];
  for (const setting of moduleSettingsFor(def.module_settings, audience))
    (grouped[setting.procedure] ??= []).push(setting);
  return grouped;
}
