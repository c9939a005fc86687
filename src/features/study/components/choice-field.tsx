import type { QuestionOption } from '@contract/study-questions';
import { questionDomId, type QuestionScope } from './field-context';
import { bound, renderWidget } from './single-option-field';
import { CODECS } from './value-codecs';

/** A radio or checkbox of the question (with its text for the `…_with_text` ones). */
export function ChoiceField({ scope, option }: { scope: QuestionScope; option: QuestionOption }) {
  // One name per question: the browser's radio group, arrow keys between its radios.
  const name = questionDomId(scope);
  switch (option.widget) {
    case 'radio':
      return renderWidget('radio', { ...bound(scope, option, CODECS.radio), name });
    case 'option':
      return renderWidget('option', { ...bound(scope, option, CODECS.option), name: `${name}-o${option.id}` });
    case 'radio_with_text':
      return renderWidget('radio_with_text', { ...bound(scope, option, CODECS.radio_with_text), name });
    case 'option_with_text':
      return renderWidget('option_with_text', {
        ...bound(scope, option, CODECS.option_with_text),
        name: `${name}-o${option.id}`,
      });
    default:
      return null;
  }
}
