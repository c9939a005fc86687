import { resolveSite } from '@/config/site';
import { useSettings } from '@/shared/settings/settings-context';
import { HELP_TEXT } from '../parts/help-texts';
import { SURVEY_TEXT as T } from './survey-texts';

/**
 * The contact details under a question in the public application part (spec 001 §2 Question
 * wrapper, DECISIONS §9): outside the participant area there is no Need Help menu in reach, so
 * the registry's phone, e-mail and hours stand below the question.
 */
export function PublicContact() {
  const { contact } = resolveSite(useSettings().site);
  return (
    <aside className="registry-survey-contact" aria-label={T.contactLabel}>
      <p className="registry-survey-contact__lead">{HELP_TEXT.lead}</p>
      <ul>
        <li>
          {HELP_TEXT.phone}: <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
        </li>
        <li>
          {HELP_TEXT.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      </ul>
      <p>{HELP_TEXT.hours}</p>
    </aside>
  );
}
