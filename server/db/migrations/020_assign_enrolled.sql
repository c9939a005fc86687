-- A study may be offered only to participants enrolled in the registry: those whose core-study
-- consent is signed (`assign_to: enrolled`, DECISIONS §4).
alter table studies drop constraint if exists studies_assign_to_check;
alter table studies add constraint studies_assign_to_check check (assign_to in ('all', 'enrolled', 'none'));
