import type { ModuleSetting, ProcedureId } from '@contract/study';
import { STATUS_PAGE_TEXT as T } from './status-texts';

export interface Contact {
  phone: string | null;
  email: string | null;
}

/**
 * Whom a procedure's status page names (spec 001 §2: contact info on every status page): the
 * procedure's own settings (the conclusion's first, it is the status page's own), else any setting
 * of the study that names one, else the registry's contact.
 */
export function procedureContact(
  settings: readonly ModuleSetting[],
  procedure: ProcedureId,
  registry: Contact,
): Contact {
  const naming = settings.filter((s) => s.content.contact_phone || s.content.contact_email);
  const mine = naming.filter((s) => s.procedure === procedure);
  const chosen = mine.find((s) => s.stage === 'conclusion') ?? mine[0] ?? naming[0];
  return chosen
    ? { phone: chosen.content.contact_phone ?? null, email: chosen.content.contact_email ?? null }
    : registry;
}

/** A phone number as a `tel:` address: its digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The status page's contact info (spec 001 §2): the module's phone and e-mail as links. */
export function StatusContact({ contact }: { contact: Contact | null }) {
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
