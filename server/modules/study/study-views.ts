import type { ModuleSettingsByProcedure, Procedure, Study, StudyDefinition } from '../../../src/shared/api/contract';
import { sortProcedures } from '../../../src/features/study/engine';
import { one, type Queryable } from '../../db/database';
import { day, iso, type StudyRow } from './study-store';

// What the study-level calls answer, built from the stored definition and the database counts.

const AVAILABLE: Record<StudyDefinition['study']['status'], StudyDefinition['study']['status'][]> = {
  active: ['inactive', 'closed'],
  inactive: ['active', 'closed'],
  closed: [],
  pending: ['ready_for_launch', 'inactive'],
  ready_for_launch: ['active', 'inactive'],
};

/** `GET {admin}/studies/{id}`: the full study, with this participant's eligibility and the counts. */
export async function fullStudy(db: Queryable, study: StudyRow, userStudyId: number): Promise<Study> {
  const counts = await one<{ assigned: string; completed: string; clicked: string; eligible: boolean | null }>(
    db,
    `select (select count(*) from user_studies where study_id = $1) as assigned,
            (select count(*) from user_studies where study_id = $1 and completed_at is not null) as completed,
            (select count(*) from promotion_clicks pc join user_studies us on us.id = pc.user_study_id where us.study_id = $1) as clicked,
            (select is_eligible from user_studies where id = $2) as eligible`,
    [study.id, userStudyId],
  );
  const [possible] = await db.query<{ count: string }>(`select count(*) from participants where account_status = 'active'`);
  const assigned = Number(counts?.assigned ?? 0);
  const def = study.definition;
  return {
    id: study.id,
    study_type: study.study_type,
    title: study.title,
    status: study.status,
    closed_at: day(study.closed_at),
    approximate_complete_time: study.approximate_complete_time,
    launch_on: day(study.launch_on),
    number_of_users_goal: study.number_of_users_goal,
    reward_on: study.reward_on,
    reward_text: study.reward_text,
    custom_tag_on: study.custom_tag_on,
    custom_tag_text: study.custom_tag_text,
    sponsor: null,
    principle_investigator: null,
    created_at: iso(study.created_at),
    isEligible: counts?.eligible ?? null,
    available_statuses: AVAILABLE[study.status],
    assignment_by_criteria: false,
    procedures_lookup: Object.fromEntries(sortProcedures(def.procedures).map((p) => [p.id, p.title])),
    expires_in: study.closed_at ? Math.max(0, Math.ceil((new Date(study.closed_at).getTime() - Date.now()) / 86_400_000)) : null,
    assigned_to_user: true,
    initially_assigned_and_notified: assigned,
    actually_assigned_and_notified: assigned,
    number_of_users_completed_a_study: Number(counts?.completed ?? 0),
    total_actually_assigned: assigned,
    total_possible_to_assign: Number(possible?.count ?? 0),
    filter_criterias: [],
    clicked_the_link_count: Number(counts?.clicked ?? 0),
    created_by: null,
    updated_at: iso(study.updated_at),
    last_activated_at: study.status === 'active' ? iso(study.updated_at) : null,
  };
}

/** `GET {api}/studies/{id}/procedures`: procedure_id, title, order, and when this participant completed it. */
export async function proceduresView(db: Queryable, study: StudyRow, userStudyId: number): Promise<Array<Procedure & { procedure_id: Procedure['id'] }>> {
  const done = await db.query<{ procedure_id: string; created_at: Date }>('select procedure_id, created_at from user_procedures where user_study_id = $1', [userStudyId]);
  return sortProcedures(study.definition.procedures).map((p) => ({
    id: p.id,
    procedure_id: p.id,
    title: p.title,
    order: p.order,
    created_at: iso(done.find((d) => d.procedure_id === p.id)?.created_at),
  }));
}

/** `GET /v2/ui-module-settings`: the study's module settings grouped by procedure id. */
export function moduleSettingsView(def: StudyDefinition): ModuleSettingsByProcedure {
  const grouped: ModuleSettingsByProcedure = {};
  for (const p of sortProcedures(def.procedures)) grouped[p.id] = [];
  for (const setting of def.module_settings) (grouped[setting.procedure] ??= []).push(setting);
  return grouped;
}
