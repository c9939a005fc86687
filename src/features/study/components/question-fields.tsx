import { Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { Question, QuestionOption } from '@contract/study-questions';
import { LoadFailureBoundary } from '@/shared/ui/load-failure-boundary';
import { WIDGET_TEXT } from '@/shared/widgets/widget-texts';
import {
  RADIO_WIDGETS,
  isPresent,
  type StoredAnswer,
  isQuestionShown,
  subQuestionsOf,
  type QuestionFlow,
} from '@engine';
import type { ChangeSource } from '@engine/screen';
import {
  questionState,
  applyAnswerChanges,
  hasRadioSibling,
  questionEmission,
  type QuestionEmission,
} from '@engine/screen';
import { A1cField } from './a1c-field';
import { InLang } from './content-lang';
import { ChoiceField } from './choice-field';
import { answerOf, questionDomId, type FieldContext, type QuestionScope } from './field-context';
import { AutocompleteField, DropdownField, MultiselectField } from './group-fields';
import { optionSegments, type Segment } from './option-segments';
import { SingleOptionField } from './single-option-field';
import { QUESTION_TEXT } from './question-texts';
import './question-fields.css';

export interface QuestionFieldsProps {
  /** The study's questions and rules, the draft answers, and `now` and the participant. */
  flow: QuestionFlow;
  /** A top-level question; its shown sub-questions render under their options. */
  question: Question;
  /** Every user action (and a click on an empty option with a radio sibling) emits (spec 001 §4). */
  onChange: (emission: QuestionEmission) => void;
  /** After an invalid Next: errors show at once and, with show_hint, unfilled options stand out. */
  showErrors?: boolean;
  /** A question is disabled until the one before it has answers (spec 001 §4). */
  disabled?: boolean;
  /** The title as a heading before the group it names (a question screen makes it its h1). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Base of the DOM ids, unique per question tree on the page. */
  idPrefix?: string;
  /** Right after the top question's title (the survey's 'Show more/Show less'). */
  titleAddon?: ReactNode;
  /** On the top question's heading (the survey's focus target and its description). */
  headingProps?: ComponentProps<'h1'>;
}

/**
 * The adapter of a question (STYLE §6): turns the question, its options and the engine's question
 * state into widget props, and each widget emission into answer changes through the engine.
 */
export function QuestionFields(props: QuestionFieldsProps) {
  const { flow, question, onChange, showErrors = false, disabled = false, headingLevel, idPrefix = 'registry' } = props;
  const { titleAddon, headingProps } = props;
  // Two emissions in one event (a click, then the change it makes) build on each other.
  const pending = useRef<{ from: readonly StoredAnswer[]; to: StoredAnswer[] } | null>(null);
  const edit: FieldContext['edit'] = (changes, source: ChangeSource) => {
    const base = pending.current?.from === flow.answers ? pending.current.to : flow.answers;
    const next = applyAnswerChanges(flow.questions, base, changes, source);
    pending.current = { from: flow.answers, to: next };
    onChange(questionEmission(flow, question, next, source));
  };
  // The live region stays on the page; each message is a new node in it, so a repeat is said again.
  const [said, setSaid] = useState({ text: '', n: 0, question: question.id });
  const announce = (text: string) => setSaid((prev) => ({ text, n: prev.n + 1, question: question.id }));
  const context: FieldContext = { flow, edit, showErrors, disabled, idPrefix, announce };
  // A widget loaded on demand (widget-map.ts): the question shows once all its widgets are there, never half.
  // One that cannot be loaded says so in the question's place; the next question starts afresh.
  return (
    <>
      <LoadFailureBoundary resetKey={question.id} headingLevel={headingLevel ?? 2}>
        <Suspense fallback={null}>
          <QuestionBlock {...{ context, question, headingLevel, titleAddon, headingProps }} />
        </Suspense>
      </LoadFailureBoundary>
      <p className="registry-visually-hidden" role="status">
        {said.question === question.id && said.text && <span key={said.n}>{said.text}</span>}
      </p>
    </>
  );
}

interface BlockProps {
  context: FieldContext;
  question: Question;
  headingLevel?: 1 | 2 | 3 | 4;
  nested?: boolean;
  titleAddon?: ReactNode;
  headingProps?: ComponentProps<'h1'>;
}

/** One question: a fieldset whose legend is the question, its options' widgets inside. */
function QuestionBlock({ context, question, headingLevel, nested, titleAddon, headingProps }: BlockProps) {
  const segments = optionSegments(question);
  // A sub-question of one control (a drop-down, an autocomplete): its title is that control's label
  // alone, not also a group's name around it, so it is read once.
  const titleOnControl = !!nested && !!question.title && segments.length === 1 && segments[0].kind === 'group';
  const state = questionState(context.flow, question);
  const id = questionDomId({ idPrefix: context.idPrefix, question });
  // The question's own line only when no option says what is wrong (no message twice).
  const optionErrors = Object.values(state.errors).some((list) => list.length > 0);
  const incomplete = context.showErrors && !state.valid && state.unfilledOptionIds.length > 0 && !optionErrors;
  const missingId = incomplete ? `${id}-error` : undefined;
  const scope: QuestionScope = { ...context, question, state, titleOnControl, missingId };
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  const title = question.title ?? '';
  const titleText = <InLang of={question}>{title}</InLang>;
  const body = (
    <>
      {titleAddon}
      {/* No live region: the Next notice says it, once; this line marks the question and its empty fields. */}
      {incomplete && (
        <p id={`${id}-error`} className="registry-field__error registry-question__error">
          {WIDGET_TEXT.requiredHint}
        </p>
      )}
      {segments.map((segment) => (
        <SegmentField key={segmentKey(segment)} scope={scope} segment={segment} />
      ))}
    </>
  );
  const className = [
    'registry-question',
    nested ? 'registry-question--nested' : '',
    incomplete ? 'registry-question--error' : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (!title) return <div className={className}>{body}</div>;
  if (titleOnControl)
    return (
      <div id={id} className={`${className} registry-question--labelled`}>
        {body}
      </div>
    );
  // Information only (labels): no form group, the title is text (or the heading asked for).
  if (question.options.every((o) => o.widget === 'label')) {
    return (
      <div id={id} className={className}>
        {Heading ? (
          <Heading className="registry-question__legend registry-question__title" {...headingProps}>
            {titleText}
          </Heading>
        ) : (
          <p className="registry-question__legend">{titleText}</p>
        )}
        {body}
      </div>
    );
  }
  // A question screen's heading stands before the group it names, not in its legend: focus on a
  // heading inside the group said the group's name and then the heading's, the title twice.
  if (Heading)
    return (
      <div id={id} className={className}>
        <div className="registry-question__legend">
          <Heading id={`${id}-title`} className="registry-question__title" {...headingProps}>
            {titleText}
          </Heading>
        </div>
        <fieldset
          className="registry-question__group"
          aria-labelledby={`${id}-title`}
          aria-describedby={incomplete ? `${id}-error` : undefined}
        >
          {body}
        </fieldset>
      </div>
    );
  return (
    <fieldset id={id} className={className} aria-describedby={incomplete ? `${id}-error` : undefined}>
      <legend className="registry-question__legend">{titleText}</legend>
      {body}
    </fieldset>
  );
}

const GROUP_FIELDS = { drop_down: DropdownField, autocomplete: AutocompleteField, multiselect: MultiselectField };

const segmentKey = (s: Segment) => (s.kind === 'single' ? `o${s.option.id}` : `${s.kind}-${s.options[0].id}`);

function SegmentField({ scope, segment }: { scope: QuestionScope; segment: Segment }) {
  if (segment.kind === 'choices') {
    return (
      <div className="registry-question__choices">
        {segment.options.map((option) => (
          <OptionBlock key={option.id} scope={scope} options={[option]}>
            <ChoiceField scope={scope} option={option} />
          </OptionBlock>
        ))}
      </div>
    );
  }
  if (segment.kind === 'group') {
    const Field = GROUP_FIELDS[segment.group];
    return (
      <OptionBlock scope={scope} options={segment.options}>
        <Field scope={scope} options={segment.options} />
      </OptionBlock>
    );
  }
  const option = segment.option;
  return (
    <OptionBlock scope={scope} options={[option]}>
      {option.widget === 'a1c_dynamic' ? (
        <A1cField scope={scope} option={option} />
      ) : (
        <SingleOptionField scope={scope} option={option} />
      )}
    </OptionBlock>
  );
}

/**
 * An option's widget, then its shown sub-questions: a tree node expands while its option has a
 * value and collapses when it is empty (spec 001 §4). A click on it while it is empty, when the
 * question also has radios, emits (spec 001 §3): the radios let go of the question.
 */
function OptionBlock(props: { scope: QuestionScope; options: QuestionOption[]; children: ReactNode }) {
  const { scope, options, children } = props;
  const { flow, question } = scope;
  const answered = options.filter((o) => isPresent(answerOf(flow.answers, question.id, o.id)));
  const clickable = answered.length === 0 && !scope.disabled;
  const target = options.find((o) => !RADIO_WIDGETS.includes(o.widget) && hasRadioSibling(question, o.id));
  const onClickCapture =
    clickable && target
      ? () => scope.edit([{ question: question.id, question_option: target.id, value: null }], 'click')
      : undefined;
  const subQuestions = answered.flatMap((o) => subQuestionsOf(flow, o)).filter((q) => isQuestionShown(flow, q));
  useAnnounceShown(scope, subQuestions);
  return (
    <div className="registry-question__option" onClickCapture={onClickCapture}>
      {children}
      {subQuestions.length > 0 && (
        <div className="registry-widget-reveal registry-question__subquestions">
          {subQuestions.map((sub) => (
            <QuestionBlock key={sub.id} context={scope} question={sub} nested />
          ))}
        </div>
      )}
    </div>
  );
}

/** Says, once, the titles of sub-questions that appear under an option (none when the option first shows). */
function useAnnounceShown(scope: QuestionScope, shown: readonly Question[]) {
  const ids = shown.map((q) => q.id).join(',');
  const before = useRef(ids);
  const { announce } = scope;
  useEffect(() => {
    const seen = new Set(before.current.split(','));
    before.current = ids;
    const titles = shown.filter((q) => !seen.has(String(q.id)) && q.title).map((q) => q.title!);
    if (titles.length > 0) announce(QUESTION_TEXT.subQuestionShown(titles));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the shown sub-questions speaks; `shown` is rebuilt on every render
  }, [ids]);
}
