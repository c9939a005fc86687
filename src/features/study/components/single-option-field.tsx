import type { QuestionOption, Widget } from '@contract/study-questions';
import type { WidgetEmission, WidgetJudgement, WidgetProps } from '@/shared/widgets/types';
import { widgetComponent, type WidgetPropsMap } from '@/shared/widgets/widget-map';
import { optionVerdict, ruleContext, type ConditionContext, matrixColumnLabels, metadataList } from '@engine';
import { latestAllowedDate } from '@engine/screen';
import { InLang } from './content-lang';
import { answerOf, baseProps, type QuestionScope } from './field-context';
import type { ChoiceWidget, GroupWidget } from './option-segments';
import { CHOSEN, CODECS, type Codec } from './value-codecs';

/** Renders a widget from the map, its props checked against its name. */
export function renderWidget<W extends Widget>(widget: W, props: WidgetPropsMap[W]) {
  const Component = widgetComponent(widget);
  return <Component {...props} />;
}

/** The engine's verdict on a value the widget holds, in the widget's terms. */
function judgement(option: QuestionOption, value: string | null, context: ConditionContext): WidgetJudgement {
  const verdict = optionVerdict(option, value, context);
  if (!verdict.valid) return { valid: false, message: verdict.errors[0] };
  return { valid: true, warning: verdict.warnings.length > 0 };
}

/** The props of a widget bound to one option: its value, the engine's judge, and its change. */
export function bound<V>(scope: QuestionScope, option: QuestionOption, codec: Codec<V>): WidgetProps<V> {
  const { question, flow } = scope;
  const stored = answerOf(flow.answers, question.id, option.id);
  return {
    ...baseProps(scope, [option]),
    label: option.title ? <InLang of={option}>{option.title}</InLang> : '',
    value: codec.parse(stored, option),
    judge: (v: V) => judgement(option, codec.serialize(v, option), ruleContext(flow)),
    onChange: (e: WidgetEmission<V>) => {
      const value = codec.serialize(e.value, option);
      // A label emits on view: its answer is set once, not again on each view.
      if (option.widget === 'label' && stored === CHOSEN) return;
      scope.edit([{ question: question.id, question_option: option.id, value }], e.source);
    },
  };
}

/**
 * An option that is a widget of its own (text, number, zip, dates, Likert, matrix, label). Every
 * widget has its case: a new widget without one is a type error, not an option that renders nothing.
 */
export function SingleOptionField({ scope, option }: { scope: QuestionScope; option: QuestionOption }) {
  const label = option.title ?? '';
  switch (option.widget) {
    case 'text':
      return renderWidget('text', bound(scope, option, CODECS.text));
    case 'zip_code':
      return renderWidget('zip_code', bound(scope, option, CODECS.zip_code));
    case 'numerical':
      return renderWidget('numerical', bound(scope, option, CODECS.numerical));
    case 'numerical_float':
      return renderWidget('numerical_float', bound(scope, option, CODECS.numerical_float));
    case 'date':
    case 'date_short': {
      // The calendar offers no year its validators refuse (a date of birth: none after this one).
      const latest = latestAllowedDate(option, scope.flow.context);
      return renderWidget(option.widget, { ...bound(scope, option, CODECS[option.widget]), label, latest });
    }
    case 'date_range':
      return renderWidget('date_range', bound(scope, option, CODECS.date_range));
    case 'likert_scale':
      return renderWidget('likert_scale', {
        ...bound(scope, option, CODECS.likert_scale),
        scale: metadataList(option, 'scale'),
      });
    case 'matrix_scale':
      return renderWidget('matrix_scale', {
        ...bound(scope, option, CODECS.matrix_scale),
        rows: metadataList(option, 'rows'),
        columns: metadataList(option, 'columns'),
        columnLabels: matrixColumnLabels(option),
      });
    case 'label':
      return renderWidget('label', bound(scope, option, CODECS.label));
    default:
      // The rest render in the question's other fields (see option-segments): ChoiceField, the
      // group fields and A1cField. A widget none of them takes is a type error here.
      option.widget satisfies ChoiceWidget | GroupWidget | 'a1c_dynamic';
      return null;
  }
}
