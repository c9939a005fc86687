import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '@contract/study-questions';
import type { StoredAnswer, QuestionFlow } from '@engine';
import type { QuestionEmission } from '@engine/screen';
import { QuestionFields } from './question-fields';
import {
  A1C,
  CGM,
  CHECKS,
  CONDITIONS,
  INSULIN,
  INSURANCE,
  INTRO,
  LOWS,
  PUMP,
  STATEMENTS,
  STAY,
  opt,
  q,
} from './test-questions';

const NOW = new Date(2026, 5, 15);

interface SurveyProps {
  question: Question;
  questions?: Question[];
  answers?: StoredAnswer[];
  showErrors?: boolean;
  onEmit?: (e: QuestionEmission) => void;
  context?: QuestionFlow['context'];
}

function Survey(props: SurveyProps) {
  const [answers, setAnswers] = useState<StoredAnswer[]>(props.answers ?? []);
  const questions = props.questions ?? [props.question];
  return (
    <QuestionFields
      flow={{ questions, rules: [], answers, context: props.context ?? { now: NOW } }}
      question={props.question}
      showErrors={props.showErrors}
      onChange={(e) => {
        setAnswers(e.answers);
        props.onEmit?.(e);
      }}
    />
  );
}

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.lastCall?.[0] as QuestionEmission;
const a1c = (value: string): StoredAnswer => ({ question: A1C.id, question_option: 110801, value });
const pick = (answers: StoredAnswer[]) => answers.map((a) => [a.question_option, a.value]);

// The larger widgets load on demand (widget-map.ts): the first query of their tests waits for them.
describe('QuestionFields: question → widget props (STYLE §6)', () => {
  it('is a fieldset whose legend is the question; its radios share one name', () => {
    render(<Survey question={INSULIN} questions={[INSULIN, PUMP]} />);
    const group = screen.getByRole('group', { name: 'How do you take insulin?' });
    const names = within(group)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('name'));
    expect(new Set(names).size).toBe(1);
  });

  it('001 §4 a radio selection unselects the others, emitting valid answers and the source', async () => {
    const onEmit = vi.fn();
    render(<Survey question={INSULIN} questions={[INSULIN, PUMP]} onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Multiple daily injections' }));
    expect(last(onEmit)).toMatchObject({ question: 1102, valid: true, hasWarning: false, source: 'user' });
    await userEvent.click(screen.getByRole('radio', { name: 'Other (please specify)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Other (please specify)' }), 'An inhaler ');
    expect(pick(last(onEmit).answers)).toEqual([[110203, 'An inhaler ']]);
  });

  it("'Other (please specify)' left without its text is invalid, said once the text is left, not when it is ticked", async () => {
    const onEmit = vi.fn();
    render(<Survey question={INSULIN} questions={[INSULIN, PUMP]} onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Other (please specify)' }));
    expect(last(onEmit)).toMatchObject({ question: 1102, valid: false });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'Other (please specify)' }));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please specify your answer');
    await userEvent.type(screen.getByRole('textbox', { name: 'Other (please specify)' }), 'An inhaler');
    expect(last(onEmit)).toMatchObject({ valid: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('001 §4 a tree node expands with a value and collapses when empty; its answers are cleared', async () => {
    const onEmit = vi.fn();
    render(<Survey question={INSULIN} questions={[INSULIN, PUMP]} onEmit={onEmit} />);
    expect(screen.queryByRole('combobox', { name: 'Which insulin pump?' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Insulin pump' }));
    expect(last(onEmit).valid).toBe(false);
    const pump = screen.getByRole('combobox', { name: 'Which insulin pump?' });
    await userEvent.selectOptions(pump, 'Omnipod 5');
    expect(pick(last(onEmit).answers)).toEqual([
      [110202, 'true'],
      [110302, 'true'],
    ]);
    expect(last(onEmit).valid).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Multiple daily injections' }));
    expect(pick(last(onEmit).answers)).toEqual([[110201, 'true']]);
    expect(screen.queryByRole('combobox', { name: 'Which insulin pump?' })).toBeNull();
  });

  it('a sub-question that appears is announced once, politely, and its title names its one control only', async () => {
    render(<Survey question={INSULIN} questions={[INSULIN, PUMP]} />);
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('radio', { name: 'Insulin pump' }));
    expect(live).toHaveTextContent(/^A follow-up question appeared below: Which insulin pump\?$/);
    // Named once: the drop-down carries the title as its visible label, with no group of the same name.
    const pump = screen.getByRole('combobox', { name: 'Which insulin pump?' });
    expect(screen.queryByRole('group', { name: 'Which insulin pump?' })).toBeNull();
    expect(screen.getAllByText('Which insulin pump?')).toHaveLength(1);
    expect(screen.getByText('Which insulin pump?')).toBeVisible();
    // Answering it says nothing more; another option and back says it again.
    await userEvent.selectOptions(pump, 'Omnipod 5');
    expect(live.children).toHaveLength(1);
    const first = live.firstElementChild;
    await userEvent.click(screen.getByRole('radio', { name: 'Multiple daily injections' }));
    expect(live.firstElementChild).toBe(first);
    await userEvent.click(screen.getByRole('radio', { name: 'Insulin pump' }));
    expect(live).toHaveTextContent(/^A follow-up question appeared below: Which insulin pump\?$/);
    expect(live.firstElementChild).not.toBe(first);
  });

  it('a sub-question already shown when the question opens is not announced', () => {
    const answers = [{ question: INSULIN.id, question_option: 110202, value: 'true' }];
    render(<Survey question={INSULIN} questions={[INSULIN, PUMP]} answers={answers} />);
    expect(screen.getByRole('combobox', { name: 'Which insulin pump?' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a radio among other options stands alone: each clears the other', async () => {
    const onEmit = vi.fn();
    render(<Survey question={INSURANCE} onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Medicare' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No insurance' }));
    expect(pick(last(onEmit).answers)).toEqual([[111605, 'true']]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Private insurance' }));
    expect(pick(last(onEmit).answers)).toEqual([[111601, 'true']]);
    expect(screen.getByRole('radio', { name: 'No insurance' })).not.toBeChecked();
  });

  it("001 §3 a click on an empty option with a radio sibling emits with source 'click'", async () => {
    const onEmit = vi.fn();
    render(
      <Survey question={STAY} answers={[{ question: 1111, question_option: 111102, value: 'true' }]} onEmit={onEmit} />,
    );
    await userEvent.click(await screen.findByRole('textbox', { name: 'Start date' }));
    expect(last(onEmit)).toMatchObject({ source: 'click', answers: [], valid: false });
    expect(screen.getByRole('radio', { name: 'No hospital stay' })).not.toBeChecked();
  });

  it('a dropdown answers the chosen option with "true" and clears the one before', async () => {
    const onEmit = vi.fn();
    render(<Survey question={{ ...PUMP, parent_option_id: null }} onEmit={onEmit} />);
    const select = screen.getByRole('combobox', { name: 'Which insulin pump?' });
    await userEvent.selectOptions(select, 'Tandem t:slim X2');
    await userEvent.selectOptions(select, 'Omnipod 5');
    expect(pick(last(onEmit).answers)).toEqual([[110302, 'true']]);
  });

  it('an autocomplete answers a matching item with "true", other text on the free-text option', async () => {
    const onEmit = vi.fn();
    render(<Survey question={CGM} onEmit={onEmit} />);
    const input = await screen.findByRole('combobox', { name: 'Which CGM?' });
    await userEvent.type(input, 'dexcom g6');
    expect(pick(last(onEmit).answers)).toEqual([[110502, 'true']]);
    await userEvent.clear(input);
    await userEvent.type(input, 'Eversense 365');
    expect(pick(last(onEmit).answers)).toEqual([[110506, 'Eversense 365']]);
    expect(input).toHaveValue('Eversense 365');
  });

  it("an autocomplete without free text refuses other text with the engine's message", async () => {
    const onEmit = vi.fn();
    const strict = { ...CGM, options: CGM.options.filter((o) => o.widget === 'autocomplete_item') };
    render(<Survey question={strict} onEmit={onEmit} />);
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, 'Eversense');
    await userEvent.tab();
    expect(last(onEmit)).toMatchObject({ answers: [], valid: false });
    expect(input).toHaveValue('Eversense');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an item from the list.');
  });

  it('a multiselect answers items with "true" and typed tags as JSON text on the free-text option', async () => {
    const onEmit = vi.fn();
    render(<Survey question={CONDITIONS} onEmit={onEmit} />);
    const input = await screen.findByRole('combobox', { name: 'Which other conditions have been diagnosed?' });
    await userEvent.type(input, 'celiac{ArrowDown}{Enter}');
    await userEvent.type(input, 'Asthma{Enter}');
    expect(pick(last(onEmit).answers)).toEqual([
      [111201, 'true'],
      [111207, '["Asthma"]'],
    ]);
    expect(last(onEmit).valid).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'None of these' }));
    expect(pick(last(onEmit).answers)).toEqual([[111208, 'true']]);
  });

  it('warnings of option validators are emitted and shown, and do not make the question invalid', async () => {
    const onEmit = vi.fn();
    render(<Survey question={CHECKS} onEmit={onEmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Times per day' }), '15');
    expect(last(onEmit)).toMatchObject({ valid: true, hasWarning: true });
    expect(screen.getByText('That is a lot of checks.')).toBeVisible();
  });

  it("widget errors come from the engine's messages", async () => {
    const onEmit = vi.fn();
    render(<Survey question={CHECKS} onEmit={onEmit} />);
    await userEvent.type(screen.getByRole('textbox'), '4.5');
    await userEvent.tab();
    expect(last(onEmit).valid).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('Value should be a whole number');
  });

  it('Likert stores the index, the matrix a JSON array of column titles', async () => {
    const onEmit = vi.fn();
    const { unmount } = render(<Survey question={LOWS} onEmit={onEmit} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Often' }));
    expect(pick(last(onEmit).answers)).toEqual([[111301, '2']]);
    unmount();
    render(<Survey question={STATEMENTS} onEmit={onEmit} />);
    await userEvent.click(
      within(await screen.findByRole('radiogroup', { name: 'Worried' })).getByRole('radio', { name: 'Yes' }),
    );
    expect(pick(last(onEmit).answers)).toEqual([[111401, '[false,"Yes"]']]);
    expect(last(onEmit).valid).toBe(false);
  });

  it('A1C typed in mmol/mol is stored in the unit of the option, its messages speak mmol/mol', async () => {
    const onEmit = vi.fn();
    render(<Survey question={A1C} onEmit={onEmit} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'mmol/mol' }));
    const row = within(screen.getByRole('group', { name: 'Result 1' }));
    await userEvent.type(row.getByRole('textbox', { name: 'Date of the test' }), '01/10/2026');
    await userEvent.type(row.getByRole('textbox', { name: 'A1c (mmol/mol)' }), '53');
    expect(pick(last(onEmit).answers)).toEqual([[110801, '[{"value":"7","date":"2026-01-10"}]']]);
    expect(last(onEmit)).toMatchObject({ valid: true, hasWarning: false });
    await userEvent.type(row.getByRole('textbox', { name: 'A1c (mmol/mol)' }), '0');
    await userEvent.tab();
    expect(row.getByRole('alert')).toHaveTextContent('Min value is 20 and Max value is 195');
    expect(last(onEmit).valid).toBe(false);
  });

  it("A1C row messages judge 'not in the future' in the participant's time zone", async () => {
    // 02:00 UTC: already 15 June in Berlin, still 14 June in New York.
    const context = { now: new Date('2026-06-15T02:00:00Z'), participant: { timezone: 'Europe/Berlin' } };
    const today = JSON.stringify([{ value: '7', date: '2026-06-15' }]);
    const onEmit = vi.fn();
    render(<Survey question={A1C} answers={[a1c(today)]} context={context} onEmit={onEmit} showErrors />);
    const row = within(await screen.findByRole('group', { name: 'Result 1' }));
    expect(row.getByRole('textbox', { name: 'Date of the test' })).toHaveValue('06/15/2026');
    expect(screen.queryByText('Date cannot be in the future.')).toBeNull();
    await userEvent.type(row.getByRole('textbox', { name: 'A1c (%)' }), '.2');
    expect(last(onEmit)).toMatchObject({ valid: true });
    expect(screen.queryByText('Date cannot be in the future.')).toBeNull();
  });

  it('a label emits true and valid on view; a question of labels only is no form group', () => {
    const onEmit = vi.fn();
    render(<Survey question={INTRO} onEmit={onEmit} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('About your care')).toBeVisible();
    expect(last(onEmit)).toMatchObject({
      valid: true,
      answers: [{ question: 1101, question_option: 110101, value: 'true' }],
    });
  });

  it("after an invalid Next an unanswered question says 'Select the required answers…', tied to its radios", () => {
    render(<Survey question={INSULIN} questions={[INSULIN, PUMP]} showErrors />);
    const group = screen.getByRole('group', { name: 'How do you take insulin?' });
    expect(group).toHaveTextContent('Select the required answers to proceed to the next question');
    expect(group).toHaveAccessibleDescription('Select the required answers to proceed to the next question');
    // Said once, by the survey's Next notice: the question's line is no second live region.
    expect(within(group).queryByRole('alert')).toBeNull();
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription(/^Select the required answers to proceed to the next question/);
    }
  });

  it('an empty date of birth after an invalid Next is marked invalid and described by the missing-answer line', async () => {
    const dob = q(1001, 'What is your date of birth?', 'single', [opt(100101, 'date', 'Date of birth')]);
    const { rerender } = render(<Survey question={dob} />);
    const input = await screen.findByRole('textbox', { name: 'Date of birth' });
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<Survey question={dob} showErrors />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Select the required answers to proceed to the next question For example, 03/27/2024',
    );
    await userEvent.type(input, '03/27/2001');
    expect(screen.queryByText('Select the required answers to proceed to the next question')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('For example, 03/27/2024');
  });
});

describe('a date of birth offers no year after this one', () => {
  const birth = q(1004, 'What is your date of birth?', 'single', [
    opt(100401, 'date', 'Date of birth', {
      option_validators: [
        {
          message: 'The date of birth cannot be in the future.',
          action: 'error',
          operator: 'le',
          r_value_source: 'dynamic',
          r_value_dynamic: 'now',
        },
      ],
    }),
  ]);
  const visit = q(1109, 'When was the visit?', 'single', [opt(110901, 'date', 'Date of the visit')]);
  const years = async (question: Question) => {
    render(<Survey question={question} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Choose date: / }));
    const year = await screen.findByRole('combobox', { name: 'Year' });
    return within(year)
      .getAllByRole('option')
      .map((o) => Number(o.textContent));
  };

  it('the year select ends at the validator’s latest day: 2026, not 2036', async () => {
    expect((await years(birth))[0]).toBe(2026);
  });

  it('a date without such a validator still offers ten years ahead', async () => {
    expect((await years(visit))[0]).toBe(new Date().getFullYear() + 10);
  });
});
