// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { questionnaireApi } from '@/testing/questionnaire-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { CHECKS, LOWS } from '@/features/study/components/test-questions';
import { IntroPage } from '@/features/study/screens/parts/intro-page';
import { SignedRecord } from '@/features/study/consent/signed-record';
import { SURVEY, userStudy } from '@/features/study/screens/parts/test-fixtures';
import { SurveyScreen } from '@/features/study/screens/survey/survey-screen';

// The survey in Spanish: its own texts and the engine's messages come from the study catalogue
// (the questions themselves are the server's, here English fixtures).

function render(path: string) {
  const api = questionnaireApi([CHECKS, LOWS]);
  return renderWithRegistry(
    <Route path={paths.survey.path}>
      <SurveyScreen />
    </Route>,
    { path, storage: { [SESSION_KEYS.token]: userToken() }, profile: participant(), api },
  );
}

beforeEach(async () => {
  await loadAllTranslations('es');
  activeLocale.value = 'es';
});

afterEach(() => {
  activeLocale.value = 'en';
  sessionStorage.clear();
});

describe('a survey question in Spanish', () => {
  it('shows Spanish navigation and the engine refuses an answer in Spanish', async () => {
    const user = userEvent.setup();
    const r = render(`${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`);
    const field = await screen.findByRole('textbox', { name: /Times per day/ });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.type(field, '45');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El valor mínimo es 0 y el valor máximo es 30')).toBeVisible();
    expect(screen.queryByText(/Min value is/)).toBeNull();
    expect(r.api.called('saveAnswers')).toEqual([]);
  });
});

describe('a study side page in Spanish', () => {
  it('writes dates as medium Spanish dates and counts with plural forms', () => {
    renderWithRegistry(
      <IntroPage userStudy={userStudy()} introPages={[]} participantId={7} numberOfUsers={1} onContinue={() => {}} />,
    );
    expect(screen.getByText('Fecha de inicio').nextSibling).toHaveTextContent('1 mar 2025');
    const goal = screen.getByRole('region', { name: 'Meta de inscripción' });
    expect(within(goal).getByText('5,000 participantes')).toBeInTheDocument();
    expect(within(goal).getByText('Ya participó 1 persona del registro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });
});

describe('a signed consent read in Spanish', () => {
  it('writes the signing time with the month in words, never a date a Spanish reader takes day-first', () => {
    renderWithRegistry(<SignedRecord subjectName="Jesús Núñez" createdAt="2026-03-05T14:07:09.000Z" />);
    const record = screen.getByTestId('signed-record');
    expect(record).toHaveTextContent(/\d{1,2} mar 2026, \d{1,2}:07 [ap]\. m\./);
    expect(record).not.toHaveTextContent(/\d\/\d|[AP]M/);
  });
});
