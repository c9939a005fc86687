import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale, setLocaleSource, type Locale } from '@/shared/i18n/locale';
import { englishTexts, registerCatalogue } from '@/shared/i18n/locale';
import * as es from './engine-texts.es';
import { missingAnswersMessage, parseMissingAnswersMessage } from './required-answers';
import { unansweredBanner } from './navigation';
import { validateDate, validateNumber } from './widget-validity';
import { researchLink } from './outcomes';

const MODULE = 'features/study/engine/engine-texts';

describe('the engine writes its messages in the language texts are read in when it writes them', () => {
  let language: Locale = 'en';
  registerCatalogue('es', { [MODULE]: es });

  afterEach(() => {
    setLocaleSource(() => activeLocale.peek());
    activeLocale.value = 'en';
    language = 'en';
  });

  it('follows the locale source (a server request) call by call, with nothing kept from module load', () => {
    setLocaleSource(() => language);
    expect(validateDate('02/30/1988').message).toBe(
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    );
    language = 'es';
    expect(validateDate('02/30/1988').message).toBe(
      'Escriba la fecha como mes/día/año (MM/DD/AAAA), por ejemplo 03/27/2024.',
    );
    expect(validateNumber('7', false, { value_from: 1, value_to: 5 }).message).toBe(
      'El valor mínimo es 1 y el valor máximo es 5',
    );
    expect(researchLink({ url: null, button_text: null, add_participant_id_query_param: false }, 1, false).label).toBe(
      'Empezar ahora',
    );
    language = 'en';
    expect(validateDate('02/30/1988').message).toBe(
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    );
  });

  it('counts with plural forms: one question, several questions', () => {
    setLocaleSource(() => language);
    language = 'es';
    expect(unansweredBanner(1)).toBe('¡Tiene 1 pregunta sin contestar!');
    expect(unansweredBanner(3)).toBe('¡Tiene 3 preguntas sin contestar!');
    expect(validateNumber('1.2345', true, { decimal: 1 }).message).toBe('El número no debe tener más de 1 decimal');
  });

  it('reads the question ids back out of a refusal in Spanish as well as in English', () => {
    activeLocale.value = 'es';
    const message = missingAnswersMessage([4, 2]);
    expect(message).toBe('Hay preguntas sin contestar: 4, 2');
    expect(parseMissingAnswersMessage(message!)).toEqual([4, 2]);
    expect(parseMissingAnswersMessage('There are not answered questions: 7')).toEqual([7]);
  });

  it('has a Spanish text for every English one', () => {
    const english = englishTexts().get(MODULE)!;
    for (const [name, texts] of Object.entries(english)) {
      const spanish = (es as Record<string, object>)[name];
      expect(spanish, name).toBeDefined();
      expect(Object.keys(spanish).sort(), name).toEqual(Object.keys(texts as object).sort());
    }
  });
});
