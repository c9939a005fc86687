-- Old sign-in attempts and one-time codes are deleted as new ones are written (they only matter
-- for 15 and 10 minutes); these indexes keep that delete cheap.
create index login_attempts_created on login_attempts (created_at);
create index otp_codes_expires on otp_codes (expires_at);
