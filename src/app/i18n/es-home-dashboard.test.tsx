import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserStudy } from '@contract';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { userStudy } from '@/features/dashboard/model/user-study-fixture';
import { DashboardScreen } from '@/features/dashboard/screens/dashboard-screen';

const CORE = userStudy({ id: 1, study_id: 101, study_title: 'Core', study_type: 'core_study' });
const SLEEP = userStudy({ id: 2, study_id: 103, study_title: 'Sleep', expires_in_days: 3 });
const TRIAL = userStudy({ id: 4, study_id: 105, study_title: 'Night trial', study_type: 'promotional_study' });
const ALARMS = userStudy({
  id: 5,
  study_id: 106,
  study_title: 'Alarms',
  study_type: 'promotional_study',
  viewed_at: '2026-03-01T12:00:00',
});
const HIKES = userStudy({ id: 6, study_id: 107, study_title: 'Hikes', study_type: 'promotional_study' });

function setup(studies: UserStudy[]) {
  return renderWithRegistry(<DashboardScreen />, {
    path: '/dashboard',
    storage: { [SESSION_KEYS.token]: userToken() },
    profile: participant({ first_name: 'Ana', created_at: '2026-01-01T10:00:00Z', last_login: '2026-03-20T08:00:00Z' }),
    api: {
      listUserStudies: { body: studies },
      listAchievements: { body: [] },
      listMissedOpportunities: { body: [] },
      getNotifications: { body: [] },
      listUserStudyPromotions: { body: [] },
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('DashboardScreen in Spanish', () => {
  beforeAll(() => loadAllTranslations('es'));
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it('shows the headings, the cards and a one-study banner in Spanish', async () => {
    activeLocale.value = 'es';
    setup([CORE, TRIAL, ALARMS]);
    expect(
      await screen.findByText('Tiene 1 estudio nuevo y 1 oportunidad de investigación nueva para usted'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel' })).toBeTruthy();
    expect(screen.getByText('Hola de nuevo, Ana')).toBeTruthy();
    const studies = section('Estudios');
    expect(within(studies).getByRole('heading', { name: 'Sin empezar (1)' })).toBeTruthy();
    expect(within(studies).getByRole('heading', { name: 'En curso (0)' })).toBeTruthy();
    expect(within(studies).getByText('No tiene estudios en curso.')).toBeTruthy();
    expect(within(studies).getByRole('button', { name: 'Empezar el estudio: Core' })).toBeTruthy();
    const opportunities = section('Oportunidades de investigación externas');
    expect(within(opportunities).getByRole('heading', { name: 'No vistas (1)' })).toBeTruthy();
    expect(within(opportunities).getByText('Vista: 1 mar 2026')).toBeTruthy();
    expect(within(opportunities).getByText('No vista')).toBeTruthy();
    expect(section('Estudios y oportunidades de investigación cerrados')).toBeTruthy();
    expect(within(section('Logros')).getByText('Aquí verá sus logros.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Estudio principal' })).toBeTruthy();
    expect(screen.queryByText(/Studies|Achievements|You have/)).toBeNull();
  });

  it('counts two new studies and two new research opportunities with the plural forms', async () => {
    activeLocale.value = 'es';
    setup([CORE, SLEEP, TRIAL, HIKES]);
    expect(
      await screen.findByText('Tiene 2 estudios nuevos y 2 oportunidades de investigación nuevas para usted'),
    ).toBeTruthy();
    expect(within(section('Estudios')).getByRole('heading', { name: 'Sin empezar (2)' })).toBeTruthy();
    expect(within(section('Estudios')).getByText('Cierra en 3 días')).toBeTruthy();
  });

  it('nothing new: the fallback line in Spanish', async () => {
    activeLocale.value = 'es';
    setup([ALARMS]);
    expect(await screen.findByText('¡Pronto habrá nuevas oportunidades!')).toBeTruthy();
  });

  it('a switch while the dashboard is shown turns its memoised banner and cards into Spanish', async () => {
    setup([CORE, TRIAL, ALARMS]);
    expect(await screen.findByText('You have 1 new study and 1 new research opportunity available')).toBeTruthy();
    act(() => {
      activeLocale.value = 'es';
    });
    expect(screen.getByText('Tiene 1 estudio nuevo y 1 oportunidad de investigación nueva para usted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar el estudio: Core' })).toBeTruthy();
    expect(screen.getByText('Vista: 1 mar 2026')).toBeTruthy();
  });
});
