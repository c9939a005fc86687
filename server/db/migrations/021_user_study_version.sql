-- A user study's version: every write that changes what its answers are judged by (answers,
-- procedures, eligibility, progress) adds one. An answer save reads it with the answers and writes
-- only if it is unchanged, so saves from any process need neither a transaction nor a row lock.
alter table user_studies add column if not exists version integer not null default 0;
-- The questions of other studies a study's rules read (the engine names them from the definition;
-- written with it), so the save's one read fetches those answers without knowing the definition first.
alter table studies add column if not exists reads_question_ids integer[] not null default '{}';
