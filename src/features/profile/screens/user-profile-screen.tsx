import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { getChildInfo } from '@/shared/api/calls/get-child-info';
import { GlucoseDeviceCard } from '@/shared/glucose-device/glucose-device-card';
import { useLocale } from '@/shared/i18n/use-locale';
import { useSession } from '@/shared/session/session-context';
import { Button, ButtonLink } from '@/shared/ui/button';
import { useLanguageChoice } from '@/shared/ui/language/language-choice';
import { LanguageSetting } from '@/shared/ui/language/language-setting';
import { LANGUAGE_TEXTS } from '@/shared/ui/language/language-texts';
import { getHouseholdInfo } from '../api/get-household-info';
import { getNotificationSettings } from '../api/get-notification-settings';
import { listStates } from '../api/list-states';
import { listTimeZones } from '../api/list-time-zones';
import { ChangePasswordForm } from '../components/change-password-form';
import { ChildInfoForm } from '../components/child-info-form';
import { HouseholdForm } from '../components/household-form';
import { MyDataDownload } from '../components/my-data-download';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { PersonalInfoForm } from '../components/personal-info-form';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSection } from '../components/profile-section';
import { WithdrawalDialog } from '../components/withdrawal-dialog';
import { PROFILE_TEXT } from '../content/profile-texts';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useLoaded } from '../hooks/use-loaded';
import { smsDisabled } from '../model/profile-rules';
import { CARD_CLASS } from '@/shared/ui/card';

const SECTIONS = ['personal', 'child', 'household', 'notifications', 'password'] as const;
type SectionKey = (typeof SECTIONS)[number];

/**
 * `/user-profile` (spec 000 §2 Profile area): personal info, language, child info (child profiles), household,
 * notification settings, change password and withdrawal, each loaded and saved on its own. Leaving
 * with unsaved edits in any block asks first.
 */
export function UserProfileScreen() {
  const S = PROFILE_TEXT.sections; // read when rendering: the texts of the language shown
  useSignals();
  const client = useApiClient();
  const session = useSession();
  const profile = session.profile.value;
  const id = session.userId.value ?? 0;
  const isChild = profile?.profile_type === 'child';
  const household = useLoaded(() => getHouseholdInfo(client, id));
  const settings = useLoaded(() => getNotificationSettings(client, id));
  const states = useLoaded(() => listStates(client));
  // Named in the page's language: asked again when it changes.
  const timeZones = useLoaded(() => listTimeZones(client), useLocale());
  const child = useLoaded(() => (isChild ? getChildInfo(client, id) : Promise.resolve(null)), isChild);
  const [dirty, setDirty] = useState<ReadonlySet<SectionKey>>(new Set());
  const [withdrawing, setWithdrawing] = useState(false);
  const onDirty = useMemo(
    () =>
      Object.fromEntries(
        SECTIONS.map((key) => [
          key,
          (value: boolean) =>
            setDirty((before) => {
              if (before.has(key) === value) return before;
              const next = new Set(before);
              if (value) next.add(key);
              else next.delete(key);
              return next;
            }),
        ]),
      ) as Record<SectionKey, (value: boolean) => void>,
    [],
  );
  useLeaveGuard(dirty.size > 0);
  const closeWithdrawal = useCallback(() => setWithdrawing(false), []);
  // Absent where the host decides the language (the library's locale prop).
  const languageChoice = useLanguageChoice();

  return (
    <ProfileLayout
      title={PROFILE_TEXT.title}
      intro={PROFILE_TEXT.intro}
      loading={!profile}
      action={
        <ButtonLink href={paths.dashboard.href()} variant="secondary">
          {PROFILE_TEXT.close}
        </ButtonLink>
      }
    >
      <ProfileSection id="registry-profile-personal" title={S.personal} status={profile ? 'ready' : 'loading'}>
        {profile && <PersonalInfoForm profile={profile} timeZones={timeZones.data ?? []} onDirty={onDirty.personal} />}
      </ProfileSection>
      {/* The other blocks come with the personal form: drawn before it, they would be pushed down the
          page by it as the participant reads them. Their data is asked meanwhile. */}
      {profile && (
        <>
          {languageChoice && (
            <ProfileSection
              id="registry-profile-language"
              title={LANGUAGE_TEXTS.settingTitle}
              intro={LANGUAGE_TEXTS.settingIntro}
            >
              <LanguageSetting />
            </ProfileSection>
          )}
          {isChild && (
            <ProfileSection id="registry-profile-child" title={S.child} status={child.status} onRetry={child.reload}>
              {child.data && (
                <ChildInfoForm
                  participantId={id}
                  info={child.data}
                  onSaved={(saved) => {
                    child.replace(saved);
                    // The screens that name the child (the parental consent) read it from the session.
                    session.setChildInfo(saved);
                  }}
                  onDirty={onDirty.child}
                />
              )}
            </ProfileSection>
          )}
          <ProfileSection
            id="registry-profile-household"
            title={S.household}
            status={household.status}
            onRetry={household.reload}
          >
            {household.data && (
              <HouseholdForm
                participantId={id}
                info={household.data}
                states={states.data ?? []}
                onSaved={household.replace}
                onDirty={onDirty.household}
              />
            )}
          </ProfileSection>
          <ProfileSection
            id="registry-profile-notifications"
            title={S.notifications}
            intro={PROFILE_TEXT.notifications.intro}
            status={settings.status}
            onRetry={settings.reload}
          >
            {settings.data && (
              <NotificationSettingsForm
                participantId={id}
                settings={settings.data}
                smsDisabled={smsDisabled(profile.phone)}
                onSaved={settings.replace}
                onDirty={onDirty.notifications}
              />
            )}
          </ProfileSection>
          <GlucoseDeviceCard
            className={`${CARD_CLASS} registry-profile__section`}
            titleClassName="registry-profile__section-title"
            canDisconnect
          />
          <ProfileSection id="registry-profile-password" title={S.password}>
            <ChangePasswordForm profile={profile} onDirty={onDirty.password} />
          </ProfileSection>
          <ProfileSection id="registry-profile-my-data" title={S.myData}>
            <MyDataDownload participantId={id} providerOnly={!profile.auth_methods.includes('native')} />
          </ProfileSection>
          <ProfileSection id="registry-profile-withdraw" title={S.withdraw}>
            <p>{PROFILE_TEXT.withdraw.intro}</p>
            <Button variant="danger" onClick={() => setWithdrawing(true)}>
              {PROFILE_TEXT.withdraw.open}
            </Button>
            <WithdrawalDialog participantId={id} open={withdrawing} onClose={closeWithdrawal} />
          </ProfileSection>
        </>
      )}
    </ProfileLayout>
  );
}
