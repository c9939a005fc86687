// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleSettingContent, ProcedureId } from '@contract/study';
import type { FakeHandlers } from '@/testing/fake-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { participant } from '@/testing/fixtures';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { IDS, SURVEY } from '../parts/test-fixtures';
import { SubmittedActions } from './submitted-actions';

// A submitted procedure's actions on its status page (spec 001 §2): what the module turns on, for a
// procedure that has been submitted; the documents are the server's answers documents.

const SUBMITTED = '2026-03-04T15:06:07Z';
const ALL: ModuleSettingContent = { review_answers_button: true, download_button: true, print_button: true };
const PDF = {
  body: '%PDF-1.7',
  headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="answers.pdf"' },
};

function render(
  procedure: { id: ProcedureId; title: string; created_at?: string | null },
  content: ModuleSettingContent,
  o: { source?: string; api?: FakeHandlers } = {},
) {
  return renderWithRegistry(<SubmittedActions ids={IDS} procedure={procedure} content={content} source={o.source} />, {
    api: { getAnswersDocument: PDF, ...o.api },
  });
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('SubmittedActions', () => {
  it.each([
    ['en', 'America/Chicago', 'Mar 4, 2026, 9:06:07 AM'],
    ['en', 'America/Los_Angeles', 'Mar 4, 2026, 7:06:07 AM'],
    // Spanish: the month in words, so "3/4" cannot read as 3 April.
    ['es', 'America/Chicago', '4 mar 2026, 9:06 a. m.'],
  ] as const)('in %s, the time stamp is in the profile’s zone (%s): %s', async (lang, timezone, text) => {
    await loadAllTranslations(lang);
    activeLocale.value = lang;
    try {
      renderWithRegistry(
        <SubmittedActions
          ids={IDS}
          procedure={{ id: 'questionnaire', title: 'Questionnaire', created_at: SUBMITTED }}
          content={{ show_timestamp: true }}
        />,
        { profile: participant({ timezone }) },
      );
      expect(await screen.findByText(text)).toHaveAttribute('datetime', SUBMITTED);
    } finally {
      activeLocale.value = 'en';
    }
  });

  it('shows nothing for a procedure not submitted yet', () => {
    render({ id: 'questionnaire', title: 'Questionnaire', created_at: null }, ALL);
    expect(screen.queryByRole('region', { name: 'Your Questionnaire answers' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("keeps a partner source on 'View answers'", () => {
    render({ id: 'screening', title: 'Screening', created_at: SUBMITTED }, ALL, { source: 'jaeb' });
    expect(screen.getByRole('link', { name: 'View answers' })).toHaveAttribute(
      'href',
      `${SURVEY}/review-answers?procedure=screening&source=jaeb`,
    );
  });

  it("offers no 'View answers' for a procedure without a review page, Download and Print still", () => {
    render({ id: 'consent', title: 'Consent', created_at: SUBMITTED }, ALL);
    const actions = within(screen.getByRole('region', { name: 'Your Consent answers' }));
    expect(actions.queryByRole('link', { name: 'View answers' })).toBeNull();
    expect(actions.getByRole('button', { name: 'Download' })).toBeVisible();
    expect(actions.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('Print fetches the answers document and prints it from a hidden frame', async () => {
    // jsdom has no object URLs: the browser's two calls, answered.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:answers'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    const r = render({ id: 'questionnaire', title: 'Questionnaire', created_at: SUBMITTED }, ALL);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(document.querySelector('iframe[title="answers.pdf"]')).not.toBeNull());
    expect(document.querySelector('iframe[title="answers.pdf"]')).toHaveAttribute('src', 'blob:answers');
    expect(r.api.called('getAnswersDocument').map((c) => [c.params, c.query])).toEqual([
      [
        { id: 7, userStudyId: 5, procedureId: 'questionnaire' },
        { document_format: 'pdf', time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      ],
    ]);
  });

  it("says 'Oops! Something went wrong' when the document cannot be fetched", async () => {
    const user = userEvent.setup();
    render({ id: 'questionnaire', title: 'Questionnaire', created_at: SUBMITTED }, ALL, {
      api: { getAnswersDocument: { status: 500, body: 'down' } },
    });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Oops! Something went wrong')).toBeVisible();
  });
});
