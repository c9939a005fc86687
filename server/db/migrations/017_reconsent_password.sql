-- Re-consent (spec 000 §4): a parent's hand-off leaves the account with the parent's
-- password. Until the child chooses their own (through the hand-off link, the profile or the
-- re-consent step), the profile says so and re-consent asks for one; it cannot be completed before.
alter table participants add column reconsent_password_required boolean not null default false;
