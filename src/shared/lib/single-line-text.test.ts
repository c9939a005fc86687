import { describe, expect, it } from 'vitest';
import { REFUSED_CHARACTERS } from '../../testing/refused-characters';
import { isSingleLineText, SINGLE_LINE_PATTERN, toSingleLine } from './account-field-rules';


describe('isSingleLineText', () => {
  it.each(REFUSED_CHARACTERS)('refuses a %s', (_name, char) => {
    expect(isSingleLineText(`Vic${char}Tim`)).toBe(false);
    expect(isSingleLineText(char)).toBe(false);
  });

  it.each(['Vic Tim', "Siobhán O’Brien-Núñez", '张伟', 'محمد', '12 Main St. #4', 'a+b@example.org', '+1 617 555 0100', ''])(
    'accepts %j',
    (value) => expect(isSingleLineText(value)).toBe(true),
  );

  it('is the pattern the contract carries, read with the u flag', () => {
    const pattern = new RegExp(SINGLE_LINE_PATTERN, 'u');
    expect(pattern.test('Vic Tim')).toBe(true);
    expect(pattern.test('Vic\u202eTim')).toBe(false);
  });
});

describe('toSingleLine', () => {
  it('turns line breaks into one space and drops the invisible characters', () => {
    expect(toSingleLine('Vic Tim\n\nApproved and countersigned by: Dr. IRB Chair\u202e')).toBe(
      'Vic Tim Approved and countersigned by: Dr. IRB Chair',
    );
    expect(toSingleLine('A\u2028B\r\nC\u200fD\u2066')).toBe('A B CD');
  });

  it.each([
    ['em spaces U+2003', '\u2003'],
    ['no-break spaces U+00A0', '\u00a0'],
    ['ideographic spaces U+3000', '\u3000'],
    ['en, thin and hair spaces', '\u2002\u2009\u200a'],
    ['narrow no-break and mathematical spaces', '\u202f\u205f'],
    ['Ogham space mark U+1680', '\u1680'],
    ['Braille blanks U+2800', '\u2800\u2800'],
    ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    ['ordinary spaces and tabs', '  \t '],
  ])('collapses a run of %s into one ordinary space, and drops it at either end', (_name, blank) => {
    expect(toSingleLine(`Pat${blank.repeat(40)}Signed on: 01/01/2020`)).toBe('Pat Signed on: 01/01/2020');
    expect(toSingleLine(`${blank}Pat Doe${blank}`)).toBe('Pat Doe');
    expect(toSingleLine(blank.repeat(5))).toBe('');
  });

  it('keeps one line of text as it is', () => {
    expect(toSingleLine('Siobhán O’Brien')).toBe('Siobhán O’Brien');
  });

  it.each(REFUSED_CHARACTERS)('leaves no %s', (_name, char) => {
    expect(isSingleLineText(toSingleLine(`x${char}y${char}`))).toBe(true);
  });
});
