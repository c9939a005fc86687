// Presentational answer widgets (spec 001 §3–§5): value, emission, messages; no rule of their own.
export { WIDGET_MAP, widgetComponent } from './widget-map';
export type { WidgetMap, WidgetPropsMap } from './widget-map';
export { emission, messageList } from './types';
export type {
  ChoiceItem,
  Messages,
  WidgetEmission,
  WidgetJudgement,
  WidgetProps,
  WidgetSource,
  WidgetValidity,
} from './types';
export { PLACEHOLDERS, WIDGET_TEXT } from './widget-texts';
export type { ChoiceWithTextValue } from './choice-widgets';
export type { DateRangeValue } from './dates/date-range-widget';
export type { MatrixCell } from './matrix-widget';
export type { A1cRow, A1cRowMessages } from './a1c/a1c-widget';
export { A1C_UNIT_SYMBOL, a1cDecimals, a1cUnitOf, convertA1cLimits, convertA1cText } from './a1c/a1c-math';
export type { A1cLimits, A1cUnit } from './a1c/a1c-math';
export { filterByTitle } from './combobox/use-combobox';
