-- The audit trail (docs/decisions.md, "Audit trail"): one row per action on the record (an answer
-- stored, a procedure submitted, a consent signed, a profile field or the account's state changed, a
-- sign-in, a password changed or reset, a message queued), written in the transaction of the change.
-- Rows are only ever added: a trigger refuses UPDATE, DELETE and TRUNCATE. Each row carries the
-- SHA-256 of its content and of the previous row's hash, so a row changed behind the trigger's back
-- (the trigger dropped, the file edited) breaks the chain at that row (`npm run audit -- verify`).
create sequence if not exists audit_events_id_seq;
create table if not exists audit_events (
  -- Given by the chain's trigger once it holds the chain's lock, so ids follow the chain's order.
  id bigint primary key,
  occurred_at timestamptz not null,
  action text not null,
  -- Who acted: the participant, a parent for a child before the hand-off, or the registry itself (a scheduled job).
  actor text not null check (actor in ('participant', 'parent', 'registry')),
  -- What it was done to. No foreign keys: the trail outlives what it names.
  participant_id integer,
  user_study_id integer,
  consent_id integer,
  request_id text,
  detail jsonb not null default '{}',
  prev_hash text not null,
  hash text not null
);
create index if not exists audit_events_participant on audit_events (participant_id, occurred_at);

-- What a row's hash covers, in this order, separated by U+001F: id, time (UTC, microseconds), action,
-- actor, participant, user study, consent, request id (empty when null), the detail's JSON text.
-- The verifier (server/modules/audit/chain.ts) builds the same text from the stored values.
create or replace function audit_event_hash(prev text, e audit_events) returns text language sql stable as $$
  select encode(sha256(convert_to(concat_ws(chr(31), prev, e.id::text,
    to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), e.action, e.actor,
    coalesce(e.participant_id::text, ''), coalesce(e.user_study_id::text, ''), coalesce(e.consent_id::text, ''),
    coalesce(e.request_id, ''), e.detail::text), 'UTF8')), 'hex')
$$;

-- Appending: one writer at a time (a transaction-scoped advisory lock, held until the writer's
-- transaction ends), so rows written by parallel requests, on any number of processes, form one
-- chain. The previous row is read after the lock is held (a fresh snapshot per statement here).
create or replace function audit_events_append() returns trigger language plpgsql as $$
declare
  previous text;
begin
  perform pg_advisory_xact_lock(7340026);
  new.id := nextval('audit_events_id_seq');
  new.occurred_at := clock_timestamp();
  select hash into previous from audit_events order by id desc limit 1;
  new.prev_hash := coalesce(previous, repeat('0', 64));
  new.hash := audit_event_hash(new.prev_hash, new);
  return new;
end
$$;

create or replace function audit_events_refuse() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only: % refused', tg_op;
end
$$;

drop trigger if exists audit_events_chain on audit_events;
create trigger audit_events_chain before insert on audit_events for each row execute function audit_events_append();
drop trigger if exists audit_events_append_only on audit_events;
create trigger audit_events_append_only before update or delete on audit_events
  for each row execute function audit_events_refuse();
drop trigger if exists audit_events_no_truncate on audit_events;
create trigger audit_events_no_truncate before truncate on audit_events
  for each statement execute function audit_events_refuse()
