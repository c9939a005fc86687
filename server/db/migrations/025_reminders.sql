-- Reminders (docs/decisions.md, "Reminders"): a scheduler decides, run by run, which reminder each
-- participant is due, and records each decision here, so a reminder goes out once however many
-- processes run the scheduler. A row is written when the reminder was sent (its messages queued in
-- the same transaction) or set aside (every channel of its topic off, or another reminder about the
-- same study went out instead); a reminder still waiting (quiet hours, one a day) has no row yet.
create table if not exists reminders (
  id bigserial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  -- Which reminder: its kind, the user study (or missed study) and, for an idle study, the last save and the step.
  occasion text not null,
  kind text not null,
  topic text not null,
  user_study_id integer,
  status text not null,
  -- The participant's own calendar day it went out on: at most one a day.
  local_day date,
  channels text[] not null default '{}',
  due_at timestamptz not null,
  decided_at timestamptz not null,
  unique (participant_id, occasion)
);
alter table reminders drop constraint if exists reminders_status_check;
alter table reminders add constraint reminders_status_check check (status in ('sent', 'set_aside'));
create index if not exists reminders_sent_day on reminders (participant_id, local_day) where status = 'sent';

-- The closed studies the scheduler has seen closed: a study is looked at once when it closes, and
-- its participants who had not finished it get a missed study. A study opened again leaves this list.
create table if not exists study_closures (
  study_id integer primary key references studies(id) on delete cascade,
  seen_at timestamptz not null
);

-- A missed study the scheduler recorded is told by message (notified once it goes out); the ones
-- recorded before (the demo's) stay on the dashboard only.
alter table missed_studies add column if not exists by_message boolean not null default false;

-- A reminder's topic (its switch is checked again when it is sent) and its own e-mail headers
-- (List-Unsubscribe). Older rows have neither, and older code never reads them.
alter table outbox add column if not exists topic text;
alter table outbox add column if not exists headers jsonb
