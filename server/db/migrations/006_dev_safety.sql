-- Reset links and sign-in codes are no longer kept in clear. Messages written before
-- lose theirs (the codes and links had at most an hour to live); sign-in codes issued before are
-- plain sha-256 digests, which the salted check no longer accepts, so they are used up.
update outbox
   set code = null,
       link = null,
       body = '[not stored: written before links and codes were kept out of the outbox]'
 where kind in ('otp_code', 'password_reset', 'sms_consent')
   and (code is not null or link is not null);

update otp_codes set used_at = now() where used_at is null and position('$' in code_hash) = 0;
