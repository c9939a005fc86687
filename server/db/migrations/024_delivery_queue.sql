-- The outbox becomes the delivery queue (docs/decisions.md, "Messages"): each row is a message to
-- send, claimed by one worker at a time (FOR UPDATE SKIP LOCKED), retried with backoff until sent or
-- dead. A link or code waits sealed (AES-256-GCM) in `sealed` and is erased once sent or dead.
alter table outbox add column if not exists channel text not null default 'email';
alter table outbox add column if not exists locale text not null default 'en';
alter table outbox add column if not exists participant_id bigint;
alter table outbox add column if not exists status text not null default 'pending';
alter table outbox add column if not exists attempts integer not null default 0;
alter table outbox add column if not exists next_attempt_at timestamptz not null default now();
alter table outbox add column if not exists claimed_at timestamptz;
alter table outbox add column if not exists expires_at timestamptz;
alter table outbox add column if not exists sealed text;
alter table outbox add column if not exists message_id text;
alter table outbox add column if not exists last_error text;
alter table outbox add column if not exists provider_message_id text;
alter table outbox add column if not exists sent_at timestamptz;
-- Rows written before the queue held no link or code to send: they were never delivered and never will be.
update outbox set status = 'dead', last_error = 'written before messages were delivered' where message_id is null;
alter table outbox drop constraint if exists outbox_status_check;
alter table outbox add constraint outbox_status_check check (status in ('pending', 'sending', 'sent', 'dead'));
alter table outbox drop constraint if exists outbox_channel_check;
alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms'));
-- What a worker looks for: due rows, and rows a crashed worker left sending.
create index if not exists outbox_due on outbox (next_attempt_at) where status = 'pending';
create index if not exists outbox_in_flight on outbox (claimed_at) where status = 'sending'
