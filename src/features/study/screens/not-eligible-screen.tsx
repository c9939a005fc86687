import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { resolveSite } from '@/config/site';
import { useApiClient } from '@/shared/api/api-context';
import { MESSAGES } from '@/shared/api/client/failure-feedback';
import { isPartnerSource, type ModuleSettingContent } from '@contract';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { useSettings } from '@/shared/settings/settings-context';
import { Button, ButtonLink } from '@/shared/ui/button';
import { confirm } from '@/shared/ui/feedback/dialog-openers';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { getModuleSettings } from '../api/get-module-settings';
import { getParticipant } from '../api/get-participant';
import { getUserStudy } from '../api/get-user-study';
import { reattemptScreening } from '@/shared/api/calls/reattempt-screening';
import { forgetStudySession } from '../session/use-study-session';
import { findModuleSetting } from '@engine/screen';
import { COMMON_TEXT, NOT_ELIGIBLE_TEXT as T } from './parts/page-texts';
import { LoadState, StudyFrame } from './parts/study-frame';
import { useRouteIds, type RouteIds } from './parts/route-ids';
import { usePageData } from './parts/use-page-data';
import illustration from './parts/assets/not-eligible-illustration.svg';

/**
 * `…/not-eligible` (spec 001 §2): after a screening the participant did not pass. A partner
 * (jaeb) participant reads 'Whoops!'; registry participants see the study's screening-failed module
 * (title, body, contact, social links) or the generic text, and may answer the screening again
 * (Reactivate dialog, spec 000 §2) until the server's limit, whose text then shows (001 §8).
 */
export function NotEligibleScreen() {
  const ids = useRouteIds();
  const source = new URLSearchParams(useSearch()).get('source') ?? 'registry';
  const loaded = usePageData(async (client) => {
    const [userStudy, settings, participant] = await Promise.all([
      getUserStudy(client, ids.userId, ids.userStudyId),
      getModuleSettings(client, ids.studyId),
      getParticipant(client, ids.userId),
    ]);
    return {
      userStudy,
      // The participant's own source decides (the survey's redirect writes the address's), as for
      // the consent; a partner source in the address (the public application part) too.
      partner: isPartnerSource(participant.source) || isPartnerSource(source),
      content: findModuleSetting(settings.screening ?? [], 'screening', 'screening_failed')?.content,
    };
  }, `${ids.userId}/${ids.userStudyId}/${ids.studyId}/${source}`);
  const partner = loaded.state === 'ready' && loaded.data.partner;
  return (
    <StudyFrame title={partner ? T.partnerTitle : T.pageTitle}>
      {loaded.state !== 'ready' ? (
        <LoadState loaded={loaded} />
      ) : partner ? (
        <article className="registry-study-page registry-study-page--partner" aria-labelledby="not-eligible-title">
          <h1 id="not-eligible-title">{T.partnerTitle}</h1>
          <p className="registry-study-page__lead">{T.partnerBody}</p>
          <div className="registry-study-page__actions">
            <ButtonLink href={paths.dashboard.href()}>{COMMON_TEXT.backToDashboard}</ButtonLink>
          </div>
        </article>
      ) : (
        <RegistryNotEligible
          content={loaded.data.content}
          canRetake={loaded.data.userStudy.is_eligible === false}
          ids={ids}
        />
      )}
    </StudyFrame>
  );
}

function RegistryNotEligible({
  content,
  canRetake,
  ids,
}: {
  content: ModuleSettingContent | undefined;
  canRetake: boolean;
  ids: RouteIds;
}) {
  const client = useApiClient();
  const feedback = useFeedback();
  const [, navigate] = useLocation();
  const site = resolveSite(useSettings().site);
  const [limitReached, setLimitReached] = useState(false);
  const phone = content?.contact_phone || site.contact.phone;
  const email = content?.contact_email || site.contact.email;

  const retake = async () => {
    const yes = await confirm(feedback, {
      title: T.reactivateTitle,
      question: T.reactivateQuestion,
      cancelLabel: T.reactivateCancel,
      confirmLabel: T.reactivateConfirm,
    });
    if (!yes) return;
    try {
      await reattemptScreening(client, ids.userId, ids.userStudyId);
      // The study is in progress again: the survey reads it afresh, not the not-eligible state it held.
      forgetStudySession(client, ids.userStudyId);
      navigate(paths.survey.href(ids, { procedure: 'screening' }));
    } catch (error) {
      const body = JSON.stringify((error as { body?: unknown }).body ?? '');
      if (body.includes(T.maxReattempts)) setLimitReached(true);
      else feedback.showSnackbar(MESSAGES.generic, 'failure');
    }
  };

  return (
    <article className="registry-study-page registry-study-page--registry" aria-labelledby="not-eligible-title">
      <img src={illustration} alt={T.imageAlt} width={240} height={160} decoding="async" />
      <h1 id="not-eligible-title">{content?.title || T.thanks}</h1>
      {content?.body_text ? (
        <div
          className="registry-study-page__html"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(content.body_text) }}
        />
      ) : (
        <>
          <h2>{T.whatsNext}</h2>
          <p className="registry-study-page__lead">{T.sorry}</p>
        </>
      )}
      {limitReached && (
        <div role="alert" className="registry-study-page__alert">
          <h2>{T.maxReattempts}</h2>
          <p>{T.maxReattemptsBody}</p>
        </div>
      )}
      <section className="registry-study-page__panel" aria-labelledby="not-eligible-contact">
        <h2 id="not-eligible-contact">{T.contact}</h2>
        <ul className="registry-study-page__contact">
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        </ul>
        {content?.social_links !== false && (
          <>
            <h3>{T.followUs}</h3>
            <ul className="registry-study-page__social">
              {site.social.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="registry-visually-hidden"> {COMMON_TEXT.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <div className="registry-study-page__actions">
        {canRetake && !limitReached && (
          <Button variant="secondary" onClick={() => void retake()}>
            {T.tryAgain}
          </Button>
        )}
        <ButtonLink href={paths.dashboard.href()}>{COMMON_TEXT.backToDashboard}</ButtonLink>
      </div>
    </article>
  );
}
