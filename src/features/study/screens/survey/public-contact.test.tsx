// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { questionnaireApi } from '@/testing/questionnaire-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { CHECKS, LOWS } from '../../components/test-questions';
import { SURVEY } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// The question wrapper of the public application part (spec 001 §2): the unanswered banner above
// the question, 'Save and Leave' as the back link, and the registry's contact details below it.

function render(source: string) {
  const api = questionnaireApi([CHECKS, LOWS]);
  return renderWithRegistry(
    <Route path={paths.survey.path}>
      <SurveyScreen />
    </Route>,
    {
      path: `${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}&source=${source}`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      settings: { site: { contact: { phone: '(800) 555-0199', email: 'help@partner.example.org' } } },
      api,
    },
  );
}

afterEach(() => sessionStorage.clear());

describe('the public question wrapper', () => {
  it("shows the unanswered banner, 'Save and Leave' and the registry's contact under the question", async () => {
    render('public');
    await screen.findByRole('textbox', { name: 'Times per day' });
    expect(screen.getByText('You have 2 unanswered questions!')).toBeVisible();
    expect(screen.getByText('Please answer all questions to submit the study.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Save and Leave' })).toBeVisible();
    const contact = within(screen.getByRole('complementary', { name: 'Contact the registry' }));
    expect(contact.getByText('Contact the registry team:')).toBeVisible();
    expect(contact.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(contact.getByRole('link', { name: 'help@partner.example.org' })).toHaveAttribute(
      'href',
      'mailto:help@partner.example.org',
    );
    expect(contact.getByText('Monday to Friday from 8AM to 5PM EST')).toBeVisible();
  });

  it('the participant area shows none of them', async () => {
    render('registry');
    await screen.findByRole('textbox', { name: 'Times per day' });
    expect(screen.queryByText(/unanswered question/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Contact the registry' })).toBeNull();
  });
});
