import { lazy, type ComponentType } from 'react';
import type { Widget } from '@contract/study-questions';
import type { A1cWidgetProps } from './a1c/a1c-widget';
import {
  OptionWidget,
  OptionWithTextWidget,
  RadioWidget,
  RadioWithTextWidget,
  type ChoiceWidgetProps,
  type ChoiceWithTextWidgetProps,
} from './choice-widgets';
import type { AutocompleteWidgetProps } from './combobox/autocomplete-widget';
import type { MultiselectWidgetProps } from './combobox/multiselect-widget';
import type { DateRangeWidgetProps } from './dates/date-range-widget';
import type { DateWidgetProps } from './dates/date-widget';
import { DropdownWidget, type DropdownWidgetProps } from './dropdown-widget';
import { LabelWidget, type LabelWidgetProps } from './label-widget';
import type { LikertWidgetProps } from './likert-widget';
import type { MatrixWidgetProps } from './matrix-widget';
import { FloatWidget, NumberWidget, type NumberWidgetProps } from './number-widget';
import { TextWidget, type TextWidgetProps } from './text-widget';
import { ZipWidget, type ZipWidgetProps } from './zip-widget';
import { onePerIdle } from '../lib/one-per-idle';

/** A widget in a chunk of its own, loaded when a question first shows it (or on `preloadWidgets`). */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  return { Component: lazy(async () => ({ default: await load() })), load };
}

// The first question of a procedure is nearly always a choice: the larger widgets (and the
// calendar, combobox and A1C code behind them) are not part of the survey's first load.
const A1C = onDemand(() => import('./a1c/a1c-widget').then((m) => m.A1cWidget));
const AUTOCOMPLETE = onDemand(() => import('./combobox/autocomplete-widget').then((m) => m.AutocompleteWidget));
const MULTISELECT = onDemand(() => import('./combobox/multiselect-widget').then((m) => m.MultiselectWidget));
const DATE = onDemand(() => import('./dates/date-widget').then((m) => m.DateWidget));
const DATE_SHORT = onDemand(() => import('./dates/date-widget').then((m) => m.DateShortWidget));
const DATE_RANGE = onDemand(() => import('./dates/date-range-widget').then((m) => m.DateRangeWidget));
const LIKERT = onDemand(() => import('./likert-widget').then((m) => m.LikertWidget));
const MATRIX = onDemand(() => import('./matrix-widget').then((m) => m.MatrixWidget));

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
  a1c_dynamic: A1C.Component,
  autocomplete_item: AUTOCOMPLETE.Component,
  autocomplete_text: AUTOCOMPLETE.Component,
  multiselect_item: MULTISELECT.Component,
  multiselect_text: MULTISELECT.Component,
  date: DATE.Component,
  date_range: DATE_RANGE.Component,
  date_short: DATE_SHORT.Component,
  drop_down: DropdownWidget,
  numerical: NumberWidget,
  numerical_float: FloatWidget,
  label: LabelWidget,
  likert_scale: LIKERT.Component,
  matrix_scale: MATRIX.Component,
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

const LOADERS: Partial<Record<Widget, () => Promise<unknown>>> = {
  a1c_dynamic: A1C.load,
  autocomplete_item: AUTOCOMPLETE.load,
  autocomplete_text: AUTOCOMPLETE.load,
  multiselect_item: MULTISELECT.load,
  multiselect_text: MULTISELECT.load,
  date: DATE.load,
  date_range: DATE_RANGE.load,
  date_short: DATE_SHORT.load,
  likert_scale: LIKERT.load,
  matrix_scale: MATRIX.load,
};

/**
 * Starts loading the widgets a study uses, so a later question does not wait for its widget: one
 * per idle period, since each import adds its chunks' preload links to the page (all at once they
 * were a 180 ms task at 4× CPU right after the first question showed). Returns the function that
 * drops the loads not started yet.
 */
export function preloadWidgets(widgets: Iterable<Widget>): () => void {
  const loaders = new Set([...widgets].map((widget) => LOADERS[widget]).filter((load) => load !== undefined));
  return onePerIdle([...loaders].map((load) => () => void load().catch(() => undefined)));
}
