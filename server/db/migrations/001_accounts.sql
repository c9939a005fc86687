-- Accounts: participants, their settings, invitations, one-time codes, reset tokens, rate limiting.
create table participants (
  id serial primary key,
  email text not null,
  password_hash text,
  first_name text not null,
  last_name text not null,
  phone text,
  address text,
  city text,
  country_state text,
  zip_code text,
  timezone text,
  profile_type text check (profile_type in ('adult', 'child')),
  gender_identity text,
  birthday date,
  source text not null default 'registry' check (source in ('registry', 'registry_jaeb', 'jaeb')),
  state text not null default 'regular' check (state in ('regular', 'pending', 'reconsent_pending', 'reconsent', 'assent')),
  account_status text not null default 'active' check (account_status in ('active', 'deactivated', 'login_blocked', 'withdrawn')),
  flag text not null default 'no_flag' check (flag in ('no_flag', 'red_flag', 'yellow_flag')),
  role text not null default 'user',
  auth_methods text[] not null default array['native'],
  banners_visibility jsonb not null default '{}',
  child_first_name text,
  child_last_name text,
  child_email text,
  child_phone text,
  dual_factor boolean not null default false,
  sms_consent text check (sms_consent in ('accepted', 'skipped')),
  reconsent_step1_finished boolean not null default false,
  withdrawal jsonb,
  withdrawn_at timestamptz,
  is_eligible boolean,
  last_ip_address text,
  last_login timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index participants_email_key on participants (lower(email));

create table external_identities (
  provider text not null,
  subject text not null,
  participant_id integer not null references participants(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create table notification_settings (
  participant_id integer primary key references participants(id) on delete cascade,
  settings jsonb not null,
  sms_opted_out boolean not null default false,
  updated_at timestamptz not null default now()
);

create table notifications (
  id serial primary key,
  participant_id integer not null references participants(id) on delete cascade,
  type text not null,
  title text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index notifications_participant on notifications (participant_id);

create table invitations (
  jtoken text primary key,
  email text not null,
  first_name text,
  last_name text,
  source text not null default 'jaeb',
  participant_id integer references participants(id) on delete set null,
  used_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz not null default now()
);

create table otp_codes (
  id text primary key,
  participant_id integer not null references participants(id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table password_reset_tokens (
  token_hash text primary key,
  participant_id integer not null references participants(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Rate limiting lives here so several stateless API processes share it.
create table login_attempts (
  id bigserial primary key,
  kind text not null,
  account_key text,
  address text,
  succeeded boolean not null,
  created_at timestamptz not null default now()
);
create index login_attempts_account on login_attempts (account_key, created_at);
create index login_attempts_address on login_attempts (address, created_at);

create table outbox (
  id bigserial primary key,
  to_address text not null,
  kind text not null,
  subject text not null,
  body text not null,
  code text,
  link text,
  created_at timestamptz not null default now()
);
create index outbox_to on outbox (lower(to_address), id);

create table email_clicks (
  id bigserial primary key,
  email_id text not null,
  created_at timestamptz not null default now()
);

create table frontend_logs (
  id bigserial primary key,
  participant_id integer,
  message text not null,
  stack_trace text,
  created_at timestamptz not null default now()
);

create table server_settings (
  key text primary key,
  value text not null
);
