-- Registration: what the registration guard said about the sign-up, kept as evidence only; the
-- server decides duplicates by its own rule (an account with the address exists).
alter table participants add column reg_guard_data jsonb;
