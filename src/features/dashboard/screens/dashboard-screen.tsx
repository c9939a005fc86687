import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import { updateProfile } from '@/shared/api/calls/update-profile';
import type { MissedStudy, NotificationEntry, UserStudy } from '@contract';
import { useSession } from '@/shared/session/session-context';
import { GlucoseDeviceCard } from '@/shared/glucose-device/glucose-device-card';
import { Button } from '@/shared/ui/button';
import { markMissedOpportunitiesNotified } from '../api/mark-missed-opportunities-notified';
import { DashboardBody } from '../components/dashboard-body';
import { PartnerIntroDialog, ReactivateDialog, ReattemptLimitDialog } from '../components/dashboard-dialogs';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { MissedNotice, NotificationBanners } from '../components/notices';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { usePartnerIntro } from '../hooks/use-partner-intro';
import { usePromotions } from '../hooks/use-promotions';
import { useStudyActions } from '../hooks/use-study-actions';
import { buildDashboard, isFirstVisit, promotionSources, visibleBanners } from '../model';
import '../dashboard.css';

const NONE: readonly MissedStudy[] = [];
const NO_STUDIES: readonly UserStudy[] = [];
/** From this many studies the cards out of view skip layout until scrolled near (dashboard.css). */
const LONG_DASHBOARD = 16;

/** /dashboard (spec 000 §2): studies, research opportunities, questionnaire history, closed ones, achievements. */
export function DashboardScreen() {
  useSignals();
  const client = useApiClient();
  const session = useSession();
  const participantId = session.userId.value;
  const profile = session.profile.value;
  const { state, reload, patchStudy } = useDashboardData(client, participantId, profile?.preferred_language);
  const actions = useStudyActions(client, participantId ?? 0, patchStudy);
  const studies = state.status === 'ready' ? state.data.studies : NO_STUDIES;
  const groups = useMemo(() => buildDashboard(studies), [studies]);
  const sources = useMemo(() => promotionSources(groups), [groups]);
  const promotions = usePromotions(client, participantId, sources);
  const intro = usePartnerIntro(client, participantId, profile?.source);
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  const [missedSeen, setMissedSeen] = useState(false);
  const notified = useRef(false);

  const missed = state.status === 'ready' ? state.data.missed : NONE;
  useEffect(() => {
    // Told once: the missed studies shown now are marked notified, so the next visit leaves them out.
    if (missed.length === 0 || notified.current || participantId === null) return;
    notified.current = true;
    void markMissedOpportunitiesNotified(client, participantId, { ids: missed.map((m) => m.id), notified: true }).catch(
      () => undefined,
    );
  }, [missed, client, participantId]);

  const dismissBanner = useCallback(
    (entry: NotificationEntry) => {
      setDismissed((d) => ({ ...d, [String(entry.id)]: false }));
      if (participantId === null) return;
      updateProfile(client, participantId, { bannersVisibility: { [String(entry.id)]: false } }).then(
        (stored) => session.setProfile(stored),
        () => undefined,
      );
    },
    [client, participantId, session],
  );

  const banners =
    state.status === 'ready' ? visibleBanners(state.data.banners, { ...profile?.bannersVisibility, ...dismissed }) : [];
  return (
    <div className={studies.length >= LONG_DASHBOARD ? 'registry-dash registry-dash--long' : 'registry-dash'}>
      <h1 className="registry-dash__title">{T.title}</h1>
      {/* Its line is there before the profile arrives (dashboard.css), so the cards below do not move. */}
      <p className="registry-dash__greeting">
        {profile && (isFirstVisit(profile) ? T.firstGreeting : T.greeting)(profile.first_name)}
      </p>
      <NotificationBanners banners={banners} onDismiss={dismissBanner} />
      {!missedSeen && <MissedNotice missed={missed} onDismiss={() => setMissedSeen(true)} />}
      <GlucoseDeviceCard className="registry-dash-device" titleClassName="registry-dash-notice__title" />
      {state.status === 'loading' && <DashboardSkeleton />}
      {state.status === 'error' && (
        <div className="registry-dash-error" role="alert">
          <h2 className="registry-dash-notice__title">{T.loadError.title}</h2>
          <p>{T.loadError.text}</p>
          <Button onClick={() => void reload()}>{T.loadError.retry}</Button>
        </div>
      )}
      {state.status === 'ready' && participantId !== null && (
        <DashboardBody
          studies={state.data.studies}
          groups={groups}
          promotions={promotions.byStudy}
          onPromotion={promotions.click}
          achievements={state.data.achievements}
          participantId={participantId}
          onOpen={actions.open}
          onRetake={actions.askRetake}
          onDownload={actions.download}
        />
      )}
      {actions.retaking && <ReactivateDialog onClose={(ok) => void actions.confirmRetake(ok)} />}
      {actions.limitReached && <ReattemptLimitDialog onClose={actions.closeLimit} />}
      {intro.open && <PartnerIntroDialog onClose={intro.close} />}
    </div>
  );
}
