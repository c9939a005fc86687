-- The language a participant reads (DECISIONS §12): the app, the messages sent to them and study
-- content follow it. English unless chosen at registration or in the profile.
alter table participants add column if not exists preferred_language text not null default 'en';
alter table participants drop constraint if exists participants_preferred_language_check;
alter table participants add constraint participants_preferred_language_check check (preferred_language in ('en', 'es'));
