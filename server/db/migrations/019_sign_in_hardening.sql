-- Registration: what the registration guard said about the sign-up, kept as evidence only; the
-- server decides duplicates by its own rule (an account with the address exists).
alter table participants add column reg_guard_data jsonb;

-- A hand-off passes the account to the child: the parent's password and sessions end with it, and
-- only the link sent to the child sets the next password. Accounts handed off before this rule
-- still hold the parent's password: it ends now (the child sets one through "Forgot password").
update participants set password_hash = null, token_version = token_version + 1
 where state = 'reconsent' and reconsent_password_required;

-- Locked accounts (DECISIONS §3): a row while an account (per kind of try) is locked. It is
-- locked while the last try is less than 15 minutes old; every try while locked moves it on.
create table account_locks (
  kind text not null,
  account_key text not null,
  locked_at timestamptz not null default now(),
  last_try_at timestamptz not null default now(),
  primary key (kind, account_key)
);

-- An unlock link clears the account's failures so far; the addresses keep theirs.
alter table login_attempts add column account_cleared boolean not null default false;

-- One-time unlock links: only the sha-256 of the token is kept, as for reset links.
create table unlock_tokens (
  token_hash text primary key,
  participant_id integer not null references participants(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index unlock_tokens_participant on unlock_tokens (participant_id);
