import { CONSENT_TEXT } from './consent-texts';
import { useReadableTime } from '@/shared/session/readable-time';
import type { ContentLang } from '@contract/study-translations';
import { useForeignLang } from '../components/content-lang';

export interface SignedRecordProps {
  subjectName: string;
  createdAt: string;
  meaning?: string;
  agreementText?: string;
  /** The language the consent was signed in: its agreement and meaning are in it. */
  textLang?: ContentLang;
  /** A parental consent: the child it was signed for. */
  childName?: string | null;
}

/**
 * The signature as kept (21 CFR 11.50, beyond the spec's preview): the printed name, the date and
 * time (M/d/yyyy h:mm:ss a in English, the month in words in Spanish, in the participant's zone)
 * and what the signature means, as the PDF prints them.
 */
export function SignedRecord(props: SignedRecordProps) {
  const { subjectName, createdAt, meaning, agreementText, textLang, childName } = props;
  const lang = useForeignLang({ lang: textLang });
  const time = useReadableTime();
  return (
    <dl className="registry-signed-record" data-testid="signed-record">
      {childName && (
        <>
          <dt>{CONSENT_TEXT.childName}</dt>
          <dd>{childName}</dd>
        </>
      )}
      {agreementText && (
        <>
          <dt>{CONSENT_TEXT.agree}</dt>
          <dd lang={lang}>{agreementText}</dd>
        </>
      )}
      <dt>{CONSENT_TEXT.signedBy}</dt>
      <dd>{subjectName}</dd>
      <dt>{CONSENT_TEXT.signedOn}</dt>
      <dd>
        <time dateTime={createdAt}>{time(createdAt, 'signed')}</time>
      </dd>
      {meaning && (
        <>
          <dt>{CONSENT_TEXT.meaning}</dt>
          <dd lang={lang}>{meaning}</dd>
        </>
      )}
    </dl>
  );
}
