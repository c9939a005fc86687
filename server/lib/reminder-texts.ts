import type { PreferredLanguage } from '@contract/account';
import { formatMediumDate } from '@/shared/i18n/format';
import type { MessageText } from './messages-texts';

// The reminders' words (server/modules/reminders/), in each registry language (DECISIONS §12): the
// e-mail (subject and body, ending with how to stop that topic's e-mails) and the text (ending with
// how to stop texts). A parent reads about their child until the hand-off, so every line also has
// a form that names the child.

export type ReminderKind = 'new_study' | 'annual' | 'ongoing' | 'closing' | 'missed';
export type ReminderTopic = 'reminders_new_ro_and_studies' | 'reminders_ongoing_studies';

/** What a reminder says. */
export interface ReminderFacts {
  kind: ReminderKind;
  /** The reader's first name. */
  firstName: string;
  /** The child the reminder is about, when a parent reads it (before the hand-off). */
  child?: string;
  /** The study's title in the reader's language. */
  title: string;
  researchOpportunity?: boolean;
  /** An idle study: the days without a saved answer (7, 14, 28). */
  days?: number;
  /** A study closing soon: its close day, YYYY-MM-DD. */
  closeDay?: string;
}

interface Language {
  email(f: ReminderFacts, link: string): MessageText;
  /** The e-mail's last paragraph: why it came, and its one-click unsubscribe link. */
  emailFooter(topic: ReminderTopic, unsubscribe: string): string;
  /** The text's own line (before its link). */
  sms(f: ReminderFacts): string;
  smsStop(stopLink: string): string;
}

const dayOf = (closeDay: string | undefined, locale: PreferredLanguage) => {
  const [y, m, d] = (closeDay ?? '').split('-').map(Number);
  return y ? formatMediumDate(y, m, d, locale) : '';
};

const EN: Language = {
  email(f, link) {
    const { child, title } = f;
    const what = f.researchOpportunity ? 'research opportunity' : 'study';
    const dear = `Dear ${f.firstName}, `;
    switch (f.kind) {
      case 'new_study':
        return {
          subject: `A new ${what} for ${child ?? 'you'}: ${title}`,
          body: `${dear}a new ${what} is open to ${child ?? 'you'} in the registry: ${title}.\nRead about it and decide whether ${child ? `${child} takes` : 'to take'} part: ${link}`,
        };
      case 'annual':
        return {
          subject: child ? `${child}'s annual questionnaire is open` : 'Your annual questionnaire is open',
          body: `${dear}it is time for ${child ? `${child}'s` : 'your'} questionnaire of this year: ${title}. Each year's answers help researchers learn how life with type 1 diabetes changes over time.\nStart it here: ${link}`,
        };
      case 'ongoing':
        return {
          subject: `Pick up where you left off: ${title}`,
          body: `${dear}you started ${title}${child ? ` for ${child}` : ''}, and no answer has been saved for ${f.days} days. The answers you gave are kept.\nContinue here: ${link}`,
        };
      case 'closing':
        return {
          subject: `${title} closes soon`,
          body: `${dear}${title} closes on ${dayOf(f.closeDay, 'en')}, and you have not finished it${child ? ` for ${child}` : ''} yet. The answers you gave are kept.\nFinish it here: ${link}`,
        };
      case 'missed':
        return {
          subject: `A study has closed: ${title}`,
          body: `${dear}${title} closed before ${child ? `it was finished for ${child}` : 'you finished it'}. Thank you for your time.\nNew studies open from time to time, and your dashboard shows them: ${link}`,
        };
    }
  },
  emailFooter: (topic, unsubscribe) =>
    `You get this email because emails about ${topic === 'reminders_ongoing_studies' ? 'studies you have started' : 'new studies and research opportunities'} are on in your registry profile. To stop them, open ${unsubscribe}`,
  sms(f) {
    const { child, title } = f;
    switch (f.kind) {
      case 'new_study':
        return `A new ${f.researchOpportunity ? 'research opportunity' : 'study'} is open to ${child ?? 'you'}: ${title}. See it at`;
      case 'annual':
        return `${child ? `${child}'s` : 'Your'} annual questionnaire is open: ${title}. Start it at`;
      case 'ongoing':
        return `You started ${title}${child ? ` for ${child}` : ''} and have not answered for ${f.days} days. Continue at`;
      case 'closing':
        return `${title} closes on ${dayOf(f.closeDay, 'en')}. Finish it at`;
      case 'missed':
        return `${title} has closed. New studies will show on your dashboard:`;
    }
  },
  smsStop: (stopLink) => `Reply STOP to stop texts, or open ${stopLink}`,
};

const ES: Language = {
  email(f, link) {
    const { child, title } = f;
    const dear = `Hola, ${f.firstName}: `;
    const para = child ? ` para ${child}` : '';
    switch (f.kind) {
      case 'new_study': {
        const what = f.researchOpportunity ? 'una oportunidad de investigación nueva' : 'un estudio nuevo';
        return {
          subject: `${f.researchOpportunity ? 'Una oportunidad de investigación nueva' : 'Un estudio nuevo'} para ${child ?? 'usted'}: ${title}`,
          body: `${dear}hay ${what} para ${child ?? 'usted'} en el registro: ${title}.\nLea de qué se trata y decida si ${child ? `${child} va a participar` : 'quiere participar'}: ${link}`,
        };
      }
      case 'annual':
        return {
          subject: child
            ? `Ya se puede contestar el cuestionario anual de ${child}`
            : 'Ya puede contestar su cuestionario anual',
          body: `${dear}ya es hora de contestar el cuestionario de este año${child ? ` de ${child}` : ''}: ${title}. Las respuestas de cada año ayudan a entender cómo cambia la vida con diabetes tipo 1.\nEmpiece aquí: ${link}`,
        };
      case 'ongoing':
        return {
          subject: `Siga donde lo dejó: ${title}`,
          body: `${dear}usted empezó ${title}${para}, pero no se guardó ninguna respuesta en ${f.days} días. Las respuestas que ya dio están guardadas.\nSiga aquí: ${link}`,
        };
      case 'closing':
        return {
          subject: `${title} cierra pronto`,
          body: `${dear}${title} cierra el ${dayOf(f.closeDay, 'es')} y usted todavía no lo terminó${para}. Las respuestas que ya dio están guardadas.\nTermínelo aquí: ${link}`,
        };
      case 'missed':
        return {
          subject: `Un estudio cerró: ${title}`,
          body: `${dear}${title} cerró antes de que usted lo terminara${para}. Gracias por su tiempo.\nDe vez en cuando hay estudios nuevos. Los verá en su página principal: ${link}`,
        };
    }
  },
  emailFooter: (topic, unsubscribe) =>
    `Recibe este correo porque tiene activados los correos sobre ${topic === 'reminders_ongoing_studies' ? 'estudios que ya empezó' : 'estudios y oportunidades de investigación nuevos'} en su perfil del registro. Para no recibirlos más, abra ${unsubscribe}`,
  sms(f) {
    const { child, title } = f;
    const para = child ? ` para ${child}` : '';
    switch (f.kind) {
      case 'new_study':
        return `Hay ${f.researchOpportunity ? 'una oportunidad de investigación nueva' : 'un estudio nuevo'} para ${child ?? 'usted'}: ${title}. Véalo en`;
      case 'annual':
        return `Ya se puede contestar el cuestionario anual${child ? ` de ${child}` : ''}: ${title}. Empiece en`;
      case 'ongoing':
        return `Usted empezó ${title}${para} y no contestó en ${f.days} días. Siga en`;
      case 'closing':
        return `${title} cierra el ${dayOf(f.closeDay, 'es')}. Termínelo en`;
      case 'missed':
        return `${title} cerró. Verá los estudios nuevos en su página principal:`;
    }
  },
  smsStop: (stopLink) => `Responda STOP para no recibir más mensajes de texto, o abra ${stopLink}`,
};

const LANGUAGES: Record<PreferredLanguage, Language> = { en: EN, es: ES };

/** The reminder's e-mail: its text, then why it came and how to stop that topic's e-mails. */
export function reminderEmail(
  locale: PreferredLanguage,
  facts: ReminderFacts,
  topic: ReminderTopic,
  links: { page: string; unsubscribe: string },
): MessageText {
  const words = LANGUAGES[locale] ?? EN;
  const text = words.email(facts, links.page);
  return { subject: text.subject, body: `${text.body}\n${words.emailFooter(topic, links.unsubscribe)}` };
}

/** The reminder's text: the registry's name, its line and link, and how to stop texts. */
export function reminderSms(
  locale: PreferredLanguage,
  facts: ReminderFacts,
  registryName: string,
  links: { page: string; stop: string },
): string {
  const words = LANGUAGES[locale] ?? EN;
  return `${registryName}: ${words.sms(facts)} ${links.page}\n${words.smsStop(links.stop)}`;
}
