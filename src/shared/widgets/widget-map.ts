import type { ComponentType } from 'react';
import type { Widget } from '../api/contract/study-questions';
import { A1cWidget, type A1cWidgetProps } from './a1c/a1c-widget';
import {
  OptionWidget,
  OptionWithTextWidget,
  RadioWidget,
  RadioWithTextWidget,
  type ChoiceWidgetProps,
  type ChoiceWithTextWidgetProps,
} from './choice-widgets';
import { AutocompleteWidget, type AutocompleteWidgetProps } from './combobox/autocomplete-widget';
import { MultiselectWidget, type MultiselectWidgetProps } from './combobox/multiselect-widget';
import { DateRangeWidget, type DateRangeWidgetProps } from './dates/date-range-widget';
import { DateShortWidget, DateWidget, type DateWidgetProps } from './dates/date-widget';
import { DropdownWidget, type DropdownWidgetProps } from './dropdown-widget';
import { LabelWidget, type LabelWidgetProps } from './label-widget';
import { LikertWidget, type LikertWidgetProps } from './likert-widget';
import { MatrixWidget, type MatrixWidgetProps } from './matrix-widget';
import { FloatWidget, NumberWidget, type NumberWidgetProps } from './number-widget';
import { TextWidget, type TextWidgetProps } from './text-widget';
import { ZipWidget, type ZipWidgetProps } from './zip-widget';

/**
 * The props of each of the 20 widgets of spec 001 §3. The items and free text of a choice list
 * (autocomplete, multiselect) are one widget for the question: both of their widget names map to it.
 */
export interface WidgetPropsMap {
  a1c_dynamic: A1cWidgetProps;
  autocomplete_item: AutocompleteWidgetProps;
  autocomplete_text: AutocompleteWidgetProps;
  multiselect_item: MultiselectWidgetProps;
  multiselect_text: MultiselectWidgetProps;
  date: DateWidgetProps;
  date_range: DateRangeWidgetProps;
  date_short: DateWidgetProps;
  drop_down: DropdownWidgetProps;
  numerical: NumberWidgetProps;
  numerical_float: NumberWidgetProps;
  label: LabelWidgetProps;
  likert_scale: LikertWidgetProps;
  matrix_scale: MatrixWidgetProps;
  option: ChoiceWidgetProps;
  option_with_text: ChoiceWithTextWidgetProps;
  radio: ChoiceWidgetProps;
  radio_with_text: ChoiceWithTextWidgetProps;
  text: TextWidgetProps;
  zip_code: ZipWidgetProps;
}

/** One component per widget name: a widget missing here fails type-checking (STYLE §7). */
export type WidgetMap = { [W in Widget]: ComponentType<WidgetPropsMap[W]> };

export const WIDGET_MAP: WidgetMap = {
  a1c_dynamic: A1cWidget,
  autocomplete_item: AutocompleteWidget,
  autocomplete_text: AutocompleteWidget,
  multiselect_item: MultiselectWidget,
  multiselect_text: MultiselectWidget,
  date: DateWidget,
  date_range: DateRangeWidget,
  date_short: DateShortWidget,
  drop_down: DropdownWidget,
  numerical: NumberWidget,
  numerical_float: FloatWidget,
  label: LabelWidget,
  likert_scale: LikertWidget,
  matrix_scale: MatrixWidget,
  option: OptionWidget,
  option_with_text: OptionWithTextWidget,
  radio: RadioWidget,
  radio_with_text: RadioWithTextWidget,
  text: TextWidget,
  zip_code: ZipWidget,
};

/** The component of a widget, typed by its name. */
export function widgetComponent<W extends Widget>(widget: W): ComponentType<WidgetPropsMap[W]> {
  return WIDGET_MAP[widget] as ComponentType<WidgetPropsMap[W]>;
}
