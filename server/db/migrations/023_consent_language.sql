-- A consent is signed in the language it was shown in (DECISIONS §12): the signature keeps that
-- language and the consent's heading as shown, beside the exact texts signed (consent_text,
-- agreement_text). Signatures made before languages were English: a null language reads as English.
alter table user_consents add column language text check (language in ('en', 'es'));
alter table user_consents add column consent_description text;
