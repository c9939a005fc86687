-- A parental consent names the child it is signed for ("the child named above"): the child's name
-- from the profile at the time of signing is kept with the signature, as the signed text is.
alter table user_consents add column child_name text;
