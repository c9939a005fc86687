import { describe, expect, it } from 'vitest';
import type { QuestionOption, Widget } from '../api/contract/study-questions';
import { hasRadioSibling, radioSiblingClears } from './radio-siblings';

const opt = (id: number, widget: Widget): QuestionOption => ({ id, widget, title: `o${id}`, order: id });
const insurance = {
  options: [opt(1, 'option'), opt(2, 'option'), opt(3, 'option_with_text'), opt(4, 'radio'), opt(9, 'label')],
};
const hospital = { options: [opt(5, 'date_range'), opt(6, 'radio')] };
const devices = { options: [opt(7, 'radio'), opt(8, 'radio_with_text')] };

describe('a radio among other options stands alone', () => {
  it('a radio clears the other, non-radio options (not the label)', () => {
    expect(radioSiblingClears(insurance, 4)).toEqual([1, 2, 3]);
  });
  it('another option clears the radios', () => {
    expect(radioSiblingClears(insurance, 2)).toEqual([4]);
    expect(radioSiblingClears(hospital, 5)).toEqual([6]);
  });
  it('radios among radios are left to the engine (it unselects them)', () => {
    expect(radioSiblingClears(devices, 7)).toEqual([]);
  });
  it('labels and unknown options clear nothing', () => {
    expect(radioSiblingClears(insurance, 9)).toEqual([]);
    expect(radioSiblingClears(insurance, 99)).toEqual([]);
  });
  it('knows which options have a radio sibling', () => {
    expect(hasRadioSibling(hospital, 5)).toBe(true);
    expect(hasRadioSibling({ options: [opt(1, 'text')] }, 1)).toBe(false);
    expect(hasRadioSibling(devices, 7)).toBe(true);
  });
});
