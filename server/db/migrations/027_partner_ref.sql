-- A partner's own reference for a participant (a gadget's partner-ref), always with the allow-listed
-- origin that sent it, so it is answered back to that partner only: one per partner for the
-- registration its gadget started, and one on each procedure submitted through its gadget.
create table if not exists partner_refs (
  participant_id integer not null references participants(id) on delete cascade,
  origin text not null,
  ref text not null,
  created_at timestamptz not null default now(),
  primary key (participant_id, origin)
);

alter table user_procedures add column if not exists partner_origin text;
alter table user_procedures add column if not exists partner_ref text;
alter table user_procedures drop constraint if exists user_procedures_partner_check;
alter table user_procedures add constraint user_procedures_partner_check
  check ((partner_origin is null) = (partner_ref is null));
