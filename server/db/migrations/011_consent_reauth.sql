-- Signing again at consent (DECISIONS §11). Every time the registry asks a participant
-- to confirm who they are before a first signature, a row: the session it was asked in (the
-- token's orig_iat), the outcome, and for a confirmed ask the hash of the short-lived reauth token
-- the sign call carries in X-Reauth. A signature keeps the ask it was made under.
create table consent_reauths (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  session_iat bigint not null,
  method text not null check (method in ('password', 'provider')),
  outcome text not null check (outcome in ('confirmed', 'refused')),
  token_hash text unique,
  asked_at timestamptz not null default now(),
  expires_at timestamptz
);
create index consent_reauths_participant on consent_reauths (participant_id, asked_at);

alter table user_consents add column reauth_id integer references consent_reauths(id);
