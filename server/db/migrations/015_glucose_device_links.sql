-- Glucose-device linking: a participant's link to their account at the CGM vendor.
-- No vendor tokens are stored: the registry only needs to know who the participant is at the
-- vendor (the id token's subject) and since when; reading the readings is the vendor's study's
-- business (DECISIONS-like note in server/modules/devices/service.ts).
create table glucose_device_links (
  participant_id integer primary key references participants(id) on delete cascade,
  vendor text not null,
  vendor_subject text not null,
  mode text not null check (mode in ('old', 'new')),
  study_id integer,
  linked_at timestamptz not null default now()
);
-- One vendor account links one registry account.
create unique index glucose_device_links_subject on glucose_device_links (vendor, vendor_subject);

-- A started authorization: the state's sha-256 (never the state itself), the participant it is
-- bound to, the PKCE verifier (useless without the code, which only the vendor hands out, and
-- deleted with the row once used or expired) and the return address the code is issued for.
create table glucose_device_link_states (
  state_hash text primary key,
  participant_id integer not null references participants(id) on delete cascade,
  mode text not null check (mode in ('old', 'new')),
  study_id integer,
  code_verifier text not null,
  redirect_uri text not null,
  -- A partner page's gadget (<registry-glucose-link>) that opened the vendor in a popup: the only
  -- origin the popup's return page hands the code to.
  return_origin text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index glucose_device_link_states_participant on glucose_device_link_states (participant_id);
