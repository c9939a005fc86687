-- Accounts hardening.
-- A per-participant token version: every token carries it and is refused once it is stale, so a
-- password reset, a password change or a withdrawal ends every session issued before.
alter table participants add column token_version integer not null default 0;

-- login_attempts also holds the per-address quotas (signup, reset request, front-end log): one
-- table counted under one advisory lock, shared by every process. Pending sign-in tries are
-- written as failures before the password is checked and turned into successes afterwards.
create index login_attempts_kind_address on login_attempts (kind, address, created_at);
