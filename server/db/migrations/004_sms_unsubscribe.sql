-- One-click SMS unsubscribe: every reminder text carries a link with a random token naming the
-- participant and the number it was sent to; opening it switches text messages off without sign-in.
create table sms_unsubscribe_tokens (
  token text primary key,
  participant_id integer not null references participants(id) on delete cascade,
  phone text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index sms_unsubscribe_tokens_participant on sms_unsubscribe_tokens (participant_id);
