import type { ModuleSetting, ProcedureId } from '@contract/study';
import { STATUS_PAGE_TEXT as T } from './status-texts';

/** The settings of a procedure that name a contact, the conclusion's first (it is the status page's own). */
export function procedureContact(settings: readonly ModuleSetting[], procedure: ProcedureId) {
  const mine = settings.filter(
    (s) => s.procedure === procedure && (s.content.contact_phone || s.content.contact_email),
  );
  const chosen = mine.find((s) => s.stage === 'conclusion') ?? mine[0];
  return chosen ? { phone: chosen.content.contact_phone ?? null, email: chosen.content.contact_email ?? null } : null;
}

/** A phone number as a `tel:` address: its digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The status page's contact info (spec 001 §2): the module's phone and e-mail as links. */
export function StatusContact({ contact }: { contact: { phone: string | null; email: string | null } | null }) {
  if (!contact || (!contact.phone && !contact.email)) return null;
  return (
    <aside className="registry-survey-contact" aria-label={T.contactLabel}>
      <p className="registry-survey-contact__lead">{T.contactLabel}</p>
      <ul>
        {contact.phone && (
          <li>
            {T.phone}: <a href={telHref(contact.phone)}>{contact.phone}</a>
          </li>
        )}
        {contact.email && (
          <li>
            {T.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        )}
      </ul>
    </aside>
  );
}
