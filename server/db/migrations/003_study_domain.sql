-- The study domain: signatures of consents, the events log, promotion clicks and
-- Relevant ID records. Study definitions live in studies.definition (002).

-- One row per consent a participant is asked to sign in a user study; signed once signed_at is set.
-- The texts signed and the meaning of the signature are kept with it, so later edits of a
-- definition file never change what someone signed.
create table user_consents (
  id serial primary key,
  user_study_id integer not null references user_studies(id) on delete cascade,
  consent_id integer not null,
  consent_type text not null check (consent_type in ('parental', 'child', 'adult', 'jaeb', 'universal')),
  subject_name text,
  signature_meaning text,
  consent_text text,
  agreement_text text,
  signed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_study_id, consent_id)
);

create table study_events (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  study_id integer references studies(id) on delete set null,
  user_study_id integer references user_studies(id) on delete cascade,
  event text not null,
  created_at timestamptz not null default now()
);
create index study_events_participant on study_events (participant_id, event);

create table promotion_clicks (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  user_study_id integer not null references user_studies(id) on delete cascade,
  promotion_id integer not null,
  created_at timestamptz not null default now()
);
create index promotion_clicks_participant on promotion_clicks (participant_id);

create table relevant_id_records (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  study_id integer references studies(id) on delete set null,
  user_study_id integer references user_studies(id) on delete cascade,
  is_relevant_id_data_available boolean not null,
  raw_analysis_results jsonb,
  failure_reason text,
  created_at timestamptz not null default now()
);
