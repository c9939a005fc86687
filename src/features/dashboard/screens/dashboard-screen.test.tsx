import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { LOCALE_STORAGE_KEY } from '@/shared/language/remembered-locale';
import type { Achievement, MissedStudy } from '@contract';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { userStudy } from '../model/user-study-fixture';
import { DashboardScreen } from './dashboard-screen';

const STUDIES = [
  userStudy({ id: 1, study_id: 101, study_title: 'Core', study_type: 'core_study' }),
  userStudy({ id: 2, study_id: 103, study_title: 'Sleep', status: 20, dashboard_status: 'in_progress' }),
  userStudy({
    id: 3,
    study_id: 102,
    study_title: 'Annual',
    study_type: 'annual_questionnaire',
    status: 60,
    dashboard_status: 'completed',
    completed_at: '2026-02-01T12:00:00Z',
  }),
  userStudy({ id: 4, study_id: 105, study_title: 'Night trial', study_type: 'promotional_study', expires_in_days: 3 }),
  userStudy({
    id: 5,
    study_id: 106,
    study_title: 'Alarms',
    study_type: 'promotional_study',
    viewed_at: '2026-03-01T12:00:00Z',
  }),
  userStudy({ id: 6, study_id: 104, study_title: 'Exercise', study_status: 'closed', status: 0 }),
  userStudy({
    id: 7,
    study_id: 107,
    study_title: 'Hypo',
    is_eligible: false,
    status: 60,
    dashboard_status: 'completed',
  }),
];
const MISSED: MissedStudy[] = [
  {
    id: 9,
    study_id: 104,
    user_study_id: 6,
    study_type: 'sub_study',
    title: 'Exercise',
    missed_at: '2026-01-01T00:00:00Z',
    notified: false,
    notified_at: null,
  },
];
const ACHIEVEMENTS: Achievement[] = [
  {
    title: 'Annual questionnaire completed',
    created_at: '2026-02-01T12:00:00Z',
    code: 'annual_questionnaire',
    study_id: 102,
    user_study_id: 3,
    payload: {},
  },
];

function setup(over: Parameters<typeof renderWithRegistry>[1] = {}) {
  return renderWithRegistry(<DashboardScreen />, {
    path: '/dashboard',
    storage: { [SESSION_KEYS.token]: userToken() },
    profile: participant(),
    ...over,
    api: {
      listUserStudies: { body: STUDIES },
      listAchievements: { body: ACHIEVEMENTS },
      listMissedOpportunities: { body: MISSED },
      updateMissedOpportunities: { body: { updated: [9] } },
      getNotifications: {
        body: [{ id: 4, type: 'banner', title: 'Welcome', text: '<p>Hi</p>', created_at: '2026-01-01' }],
      },
      getSmsConsent: { body: { required: false } },
      listUserStudyPromotions: { body: [] },
      ...(over.api as object),
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (title: string) => screen.getByRole('article', { name: title });
const LOGGED = { id: 1, study: 101, user_study: 1, event: 'fe_study_begin', created_at: '2026-01-01' };

describe('DashboardScreen (spec 000 §2)', () => {
  // The session follows a profile's saved language: every test starts in English.
  afterEach(() => {
    activeLocale.value = 'en';
    localStorage.removeItem(LOCALE_STORAGE_KEY);
  });

  it("reads the lists again, behind the ones shown, once the participant's language is saved", async () => {
    let spanish = false;
    const r = setup({
      profile: participant({ preferred_language: 'en' }),
      api: {
        listUserStudies: () => ({
          body: spanish ? [{ ...STUDIES[0], study_title: 'Principal', lang: 'es' }] : [STUDIES[0]],
        }),
        listAchievements: () => ({
          body: [{ ...ACHIEVEMENTS[0], title: spanish ? 'Cuestionario anual completado' : ACHIEVEMENTS[0].title }],
        }),
      },
    });
    await screen.findByRole('article', { name: 'Core' });
    expect(r.api.called('listUserStudies')).toHaveLength(1);
    spanish = true;
    act(() => r.session.setProfile(participant({ preferred_language: 'es' })));
    // The cards stay while the lists come again (no loading state between).
    expect(screen.getByRole('article', { name: 'Core' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Principal' })).toBeTruthy();
    expect(screen.getByText('Cuestionario anual completado')).toBeTruthy();
    expect(r.api.called('listUserStudies')).toHaveLength(2);
    // A profile saved again in the same language reads nothing more.
    act(() => r.session.setProfile(participant({ preferred_language: 'es', first_name: 'Ana' })));
    await screen.findByText(/Ana/);
    expect(r.api.called('listUserStudies')).toHaveLength(2);
    // The page followed the saved language too (reset after the test).
    await waitFor(() => expect(activeLocale.value).toBe('es'));
  });

  it('greets a participant who has just registered with "Welcome", one who comes back with "Welcome back"', async () => {
    const joined = '2026-03-01T10:00:00Z';
    const first = setup({ profile: participant({ created_at: joined, last_login: '2026-03-01T10:00:02Z' }) });
    expect(await screen.findByText(/^Welcome, /)).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    first.unmount();
    setup({ profile: participant({ created_at: joined, last_login: '2026-03-20T08:00:00Z' }) });
    expect(await screen.findByText(/^Welcome back, /)).toBeTruthy();
  });

  it('shows every section, the banner wording, and tells the missed study once', async () => {
    const r = setup();
    expect(await screen.findByText('You have 1 new study and 1 new research opportunity available')).toBeTruthy();
    const studies = section('Studies');
    expect(within(studies).getByRole('heading', { name: 'Not started (1)' })).toBeTruthy();
    expect(within(studies).getByRole('button', { name: /^Start the study: / })).toBeTruthy();
    expect(within(studies).getByRole('button', { name: /^Resume: / })).toBeTruthy();
    expect(within(studies).getByRole('button', { name: /^Retake screening: / })).toBeTruthy();
    const ro = section('External Research Opportunities');
    expect(within(card('Night trial')).getByText('Not viewed')).toBeTruthy();
    expect(within(ro).getByText('Viewed: Mar 1, 2026')).toBeTruthy();
    expect(within(ro).getByText('Closes in 3 days')).toBeTruthy();
    expect(within(section('Questionnaire History')).getByText('Annual')).toBeTruthy();
    expect(within(section('Closed Studies & Research Opportunities')).getByText('Exercise')).toBeTruthy();
    expect(
      within(section('Achievements'))
        .getByRole('link', { name: /^Review: / })
        .getAttribute('href'),
    ).toBe('/survey/study/102/user-study/3/user/7/review-answers?procedure=questionnaire&from=dashboard');
    expect(screen.getByRole('img', { name: 'Core study' })).toBeTruthy();
    // The server banner's HTML is shown through sanitizeHtml (tested under jsdom beside it).
    expect(await screen.findByText('Hi')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A study closed before you could take part' })).toBeTruthy();
    await waitFor(() => expect(r.api.called('updateMissedOpportunities')).toHaveLength(1));
    expect(r.api.called('updateMissedOpportunities')[0].body).toEqual({ ids: [9], notified: true });
    expect(r.api.called('listMissedOpportunities')[0].query).toEqual({ notified: false });
  });

  it('Start the study posts fe_study_begin, then opens the survey', async () => {
    const r = setup({ api: { logEvent: { status: 201, body: LOGGED } } });
    await screen.findByText('Core');
    await userEvent.click(within(card('Core')).getByRole('button', { name: /^Start the study: / }));
    await waitFor(() => expect(r.current()).toBe('/survey/study/101/user-study/1/user/7'));
    expect(r.api.called('logEvent')[0].body).toEqual({ study: 101, user_study: 1, event: 'fe_study_begin' });
  });

  it("a failed study-begin event shows 'Oops! Something went wrong' and opens nothing", async () => {
    const r = setup({ api: { logEvent: { status: 400, body: { event: ['bad'] } } } });
    await screen.findByText('Core');
    await userEvent.click(within(card('Core')).getByRole('button', { name: /^Start the study: / }));
    await waitFor(() =>
      expect(r.feedback.snackbars.value.map((s) => s.message)).toContain('Oops! Something went wrong'),
    );
    expect(r.current()).toBe('/dashboard');
  });

  it('opening a research opportunity marks it viewed', async () => {
    const r = setup({
      api: {
        markUserStudyViewed: { body: { viewed_at: '2026-04-02T10:00:00Z' } },
        logEvent: { status: 201, body: { ...LOGGED, study: 105, user_study: 4 } },
      },
    });
    await screen.findByText('Night trial');
    await userEvent.click(within(card('Night trial')).getByRole('button', { name: /^Start the study: / }));
    await waitFor(() => expect(r.current()).toBe('/survey/study/105/user-study/4/user/7'));
    expect(r.api.called('markUserStudyViewed')[0].params).toEqual({ id: 7, userStudyId: 4 });
  });

  it("a research opportunity's promotion opens in a new tab with the participant id, and the click is recorded", async () => {
    const promotion = {
      id: 2,
      title: 'Watch the video',
      text: 'Five minutes from the team.',
      button_text: 'Watch now',
      url: 'https://research.example.org/video?lang=en',
      add_participant_id_query_param: true,
      created_at: '2026-01-15T12:00:00Z',
    };
    const r = setup({
      api: {
        listUserStudyPromotions: ({ params }) => ({ body: params.userStudyId === 4 ? [promotion] : [] }),
        clickPromotion: { body: { promotion_id: 2, user_study_id: 4, clicks: 1 } },
      },
    });
    await screen.findByText('Night trial');
    const link = await within(card('Night trial')).findByRole('link', { name: 'Watch now (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://research.example.org/video?lang=en&participant_id=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card('Alarms')).queryByRole('link')).toBeNull();
    // Closed and non-opportunity studies are not asked for promotions.
    expect(r.api.called('listUserStudyPromotions').map((c) => c.params.userStudyId)).toEqual([4, 5]);
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() =>
      expect(r.api.called('clickPromotion')[0]?.params).toEqual({ id: 7, userStudyId: 4, promotionId: 2 }),
    );
  });

  it('Retake screening asks first; at the limit it shows the spec message', async () => {
    const r = setup({
      api: {
        reattemptScreening: { status: 400, body: { non_field_errors: ['Max number of screening reattempts reached'] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Retake screening: / }));
    const ask = await screen.findByRole('dialog', { name: 'Reactivate' });
    await userEvent.click(within(ask).getByRole('button', { name: 'No, cancel' }));
    expect(r.api.called('reattemptScreening')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^Retake screening: / }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reactivate' })).getByRole('button', { name: 'Yes, Try Again' }),
    );
    const limit = await screen.findByRole('dialog', { name: 'Max number of screening reattempts reached' });
    expect(
      within(limit).getByText(/Sorry! It looks like you completed our screening questions multiple times/),
    ).toBeTruthy();
  });

  it('a failed load shows the error with a retry, never an empty dashboard', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const r = setup({ api: { listUserStudies: 'network-error' } });
    expect(await screen.findByRole('heading', { name: 'We could not load your dashboard' })).toBeTruthy();
    expect(screen.queryByText('There are no new studies for you right now.')).toBeNull();
    // One dropped call, one 'Connection or server error' message: the page's own, no snackbar besides.
    expect(screen.getAllByText(/^Connection or server error/)).toHaveLength(1);
    expect(r.feedback.snackbars.value).toEqual([]);
    r.api.answer({ listUserStudies: { body: STUDIES } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Core')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('a dismissed banner is remembered on the profile', async () => {
    const r = setup({ api: { updateProfile: { body: participant({ bannersVisibility: { '4': false } }) } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss: Welcome' }));
    expect(screen.queryByText('Hi')).toBeNull();
    await waitFor(() => expect(r.api.called('updateProfile')[0]?.body).toEqual({ bannersVisibility: { '4': false } }));
  });

  it('shows the glucose-device link only when the setting is on, and "connected" once linked', async () => {
    const settings = { glucoseDevice: { enabled: true, authorizeUrl: 'https://d.example.org', clientId: 'c' } };
    const off = setup();
    expect(await screen.findByText('Core')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Connect your glucose device' })).toBeNull();
    off.unmount();
    const notLinked = { linked: false, vendor: null, mode: null, linked_at: null };
    const first = setup({ settings, api: { getGlucoseDeviceLink: { body: notLinked } } });
    expect((await screen.findByRole('link', { name: 'Connect your glucose device' })).getAttribute('href')).toBe(
      '/glucose-device',
    );
    first.unmount();
    const linked = { linked: true, vendor: 'dev-cgm', mode: 'old', linked_at: '2026-11-02T12:00:00Z' } as const;
    setup({ settings, api: { getGlucoseDeviceLink: { body: linked } } });
    expect(await screen.findByRole('heading', { name: 'Your glucose device is connected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('the partner intro shows once and is recorded with only the event', async () => {
    const r = setup({
      profile: participant({ source: 'jaeb' }),
      api: {
        listEvents: { body: [] },
        logEvent: {
          status: 201,
          body: { id: 2, study: null, user_study: null, event: 'jaeb_intro_dialog', created_at: '2026-01-01' },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome from our partner research network' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(r.api.called('logEvent')[0]?.body).toEqual({ event: 'jaeb_intro_dialog' }));
    expect(r.api.called('listEvents')[0].query).toEqual({ event: 'jaeb_intro_dialog' });
  });
});
