import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question } from '@contract/study-questions';
import { activeLocale } from '@/shared/i18n/locale';
import { ConsentDocument } from '../consent/consent-document';
import { ConsentSignature } from '../consent/consent-signature';
import { SignedRecord } from '../consent/signed-record';
import { foreignLang } from './content-lang';
import { QuestionFields } from './question-fields';
import { opt, q } from './test-questions';

// A study's text in a language other than the page's (an English fallback on a Spanish page) is
// marked with `lang` on its element, so a screen reader reads it in its own language.

afterEach(() => {
  activeLocale.value = 'en';
});

const NOW = new Date(2026, 5, 15);
const fields = (question: Question) =>
  render(
    <QuestionFields
      flow={{ questions: [question], rules: [], answers: [], context: { now: NOW } }}
      question={question}
      onChange={() => {}}
    />,
  );

/** A Spanish question with one Spanish option and one left in English. */
const MIXED = q(
  1001,
  '¿Le han diagnosticado diabetes tipo 1?',
  'single',
  [opt(100101, 'radio', 'Sí', { lang: 'es' }), opt(100102, 'radio', 'No', { lang: 'en' })],
  { lang: 'es' },
);
const ENGLISH = q(1002, 'Do you live in the United States?', 'single', [opt(100201, 'radio', 'Yes')]);

describe('foreignLang', () => {
  it.each([
    [{ lang: 'en' as const }, 'es', 'en'],
    [{}, 'es', 'en'],
    [{ lang: 'es' as const }, 'es', undefined],
    [{ lang: 'es' as const }, 'en', 'es'],
    [{}, 'en', undefined],
    [null, 'es', undefined],
  ])('%j on a page in %s → %s', (object, page, lang) => {
    expect(foreignLang(object, page)).toBe(lang);
  });
});

describe('study texts marked with their language', () => {
  it('on a Spanish page: the English option and an English question are marked lang="en", Spanish ones are not', () => {
    activeLocale.value = 'es';
    fields(MIXED);
    expect(screen.getByText('¿Le han diagnosticado diabetes tipo 1?').closest('[lang]')).toBeNull();
    expect(screen.getByText('Sí').closest('[lang]')).toBeNull();
    expect(screen.getByText('No').closest('[lang]')).toHaveAttribute('lang', 'en');
    // The control is still named by its label.
    expect(screen.getByRole('radio', { name: 'No' })).toBeInTheDocument();
  });

  it('an untranslated question (no lang) on a Spanish page: its title and options are marked English', () => {
    activeLocale.value = 'es';
    fields(ENGLISH);
    expect(screen.getByText('Do you live in the United States?').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Yes').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('on an English page English texts carry no lang', () => {
    fields(ENGLISH);
    expect(screen.getByText('Do you live in the United States?').closest('[lang]')).toBeNull();
    expect(screen.getByText('Yes').closest('[lang]')).toBeNull();
  });

  it('a consent shown in English on a Spanish page is marked; a Spanish one is not', () => {
    activeLocale.value = 'es';
    const { unmount } = render(<ConsentDocument title="Consent" html="<p>The text</p>" lang="en" />);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    unmount();
    render(<ConsentDocument title="Consentimiento" html="<p>El texto</p>" lang="es" />);
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
  });
});

describe('a signed consent keeps the language it was signed in', () => {
  it('its agreement and meaning are marked Spanish on an English page', () => {
    render(
      <SignedRecord
        subjectName="Ana"
        createdAt="2026-03-05T14:07:09.000Z"
        meaning="Consentimiento de la persona"
        agreementText="Acepto."
        textLang="es"
      />,
    );
    expect(screen.getByText('Acepto.')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Consentimiento de la persona')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Ana')).not.toHaveAttribute('lang');
  });

  it('the agreement above the signature is marked English on a Spanish page', () => {
    activeLocale.value = 'es';
    render(<ConsentSignature agreementText="I agree." textLang="en" onSign={() => {}} />);
    expect(screen.getByText('I agree.')).toHaveAttribute('lang', 'en');
  });
});
