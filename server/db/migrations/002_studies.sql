-- Studies and a participant's progress through them. `definition` holds the whole study
-- definition file (procedures, questions, rules, consents, module settings…) that the study
-- domain loads; the columns are the spec's minimal study fields the dashboard reads.
create table studies (
  id integer primary key,
  study_type text not null check (study_type in ('core_study', 'annual_questionnaire', 'promotional_study', 'sub_study')),
  title text not null,
  status text not null default 'active' check (status in ('active', 'inactive', 'closed', 'pending', 'ready_for_launch')),
  closed_at timestamptz,
  approximate_complete_time text,
  launch_on timestamptz,
  number_of_users_goal integer,
  reward_on boolean not null default false,
  reward_text text,
  custom_tag_on boolean not null default false,
  custom_tag_text text,
  assign_to text not null default 'all' check (assign_to in ('all', 'none')),
  expires_in_days integer,
  definition jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table user_studies (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  study_id integer not null references studies(id) on delete cascade,
  status integer not null default 0 check (status between 0 and 100),
  dashboard_status text not null default 'not_started' check (dashboard_status in ('open', 'not_started', 'in_progress', 'completed', 'closed', 'closed_by_system')),
  current_status text,
  is_eligible boolean,
  viewed_at timestamptz,
  completed_at timestamptz,
  screening_reattempts integer not null default 0,
  email_notifications boolean not null default true,
  is_donated boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (participant_id, study_id)
);

create table user_procedures (
  id serial primary key,
  user_study_id integer not null references user_studies(id) on delete cascade,
  procedure_id text not null check (procedure_id in ('intro', 'screening', 'consent', 'questionnaire', 'research')),
  user_study_is_eligible boolean,
  created_at timestamptz not null default now(),
  unique (user_study_id, procedure_id)
);

create table answers (
  id serial primary key,
  user_study_id integer not null references user_studies(id) on delete cascade,
  question_id integer not null,
  question_option_id integer,
  value text,
  widget text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index answers_user_study on answers (user_study_id, question_id);

create table achievements (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  code text not null,
  title text not null,
  study_id integer references studies(id) on delete set null,
  user_study_id integer references user_studies(id) on delete set null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index achievements_participant on achievements (participant_id);

create table missed_studies (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  study_id integer not null references studies(id) on delete cascade,
  user_study_id integer not null references user_studies(id) on delete cascade,
  missed_at timestamptz not null default now(),
  notified boolean not null default false,
  notified_at timestamptz
);
create index missed_studies_participant on missed_studies (participant_id);
