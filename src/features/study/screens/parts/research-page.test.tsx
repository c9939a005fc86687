import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { AnalyticsContext } from '@/shared/analytics/analytics';
import type { ResearchProcedure, UserStudy } from '@contract';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ResearchPage } from './research-page';
import { userStudy } from './test-fixtures';

const research: ResearchProcedure = {
  id: 1,
  title: 'Closed-Loop Insulin at Night',
  text: '<p>Read the full study description.</p>',
  button_text: null,
  url: 'https://research.example.org/night?ref=registry',
  add_participant_id_query_param: true,
};
const opportunity = (over: Partial<UserStudy> = {}) =>
  userStudy({ id: 9, study_id: 105, study_type: 'promotional_study', ...over });

function show(r: Partial<ResearchProcedure> = {}, us = opportunity()) {
  const report = vi.fn();
  renderWithRegistry(
    <AnalyticsContext.Provider value={report}>
      <ResearchPage research={{ ...research, ...r }} userStudy={us} userProcedures={[]} participantId={7} />
    </AnalyticsContext.Provider>,
  );
  return report;
}

describe('ResearchPage (001 §2, §3, §6; DECISIONS §8)', () => {
  it("001 §2 'Start now' opens the study in a new tab with the participant id, and the click is reported", async () => {
    const report = show();
    expect(screen.getByRole('heading', { name: 'Study Details' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Start now (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://research.example.org/night?ref=registry&participant_id=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(report).toHaveBeenCalledWith({
      name: 'research_click',
      studyId: 105,
      userStudyId: 9,
      url: 'https://research.example.org/night?ref=registry&participant_id=7',
    });
  });

  it('001 §3 without add_participant_id_query_param the address is left as it is; a configured text wins', () => {
    show({ add_participant_id_query_param: false, button_text: 'Visit the study' });
    expect(screen.getByRole('link', { name: 'Visit the study (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://research.example.org/night?ref=registry',
    );
  });

  it('001 §2 disabled without a url, with the reason', () => {
    show({ url: null });
    expect(screen.getByRole('button', { name: 'Start now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start now' })).toHaveAccessibleDescription(
      'The research team has not published the link to this study yet. Please check again later.',
    );
    expect(screen.queryByRole('link', { name: /Start now/ })).toBeNull();
  });

  it('001 §6 hidden when the study is blocked (a closed research opportunity not in progress)', () => {
    show({}, opportunity({ study_status: 'closed', dashboard_status: 'closed' }));
    expect(screen.queryByRole('link', { name: /Start now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Start now/ })).toBeNull();
    expect(screen.getByText('This study is no longer open to enrollment through the registry.')).toBeInTheDocument();
  });

  it('001 §4 a closed research opportunity still in progress keeps its link', () => {
    show({}, opportunity({ study_status: 'closed', dashboard_status: 'in_progress' }));
    expect(screen.getByRole('link', { name: 'Start now (opens in a new tab)' })).toBeInTheDocument();
  });
});

describe("ResearchPage: the study's texts in their language", () => {
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it('an English research page on a Spanish page is marked lang="en"', async () => {
    activeLocale.value = 'es';
    show({ lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Closed-Loop Insulin at Night' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect((await screen.findByText('Read the full study description.')).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('a Spanish research page on a Spanish page carries no lang of its own', () => {
    activeLocale.value = 'es';
    show({ title: 'Insulina de circuito cerrado', lang: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Insulina de circuito cerrado' })).not.toHaveAttribute('lang');
  });
});
