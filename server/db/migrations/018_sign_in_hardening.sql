-- Registration: what the registration guard said about the sign-up, kept as evidence only; the
-- server decides duplicates by its own rule (an account with the address exists).
alter table participants add column reg_guard_data jsonb;

-- A hand-off passes the account to the child: the parent's password and sessions end with it, and
-- only the link sent to the child sets the next password. Accounts handed off before this rule
-- still hold the parent's password: it ends now (the child sets one through "Forgot password").
update participants set password_hash = null, token_version = token_version + 1
 where state = 'reconsent' and reconsent_password_required;
