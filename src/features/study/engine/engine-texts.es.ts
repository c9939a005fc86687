import { plural } from '@/shared/i18n/format';
import type { Texts } from '@/shared/i18n/locale';
import { A1C_UNIT_SYMBOL } from '@/shared/widgets/a1c/a1c-math';
import type * as en from './engine-texts';
import { A1C_MAX_PAIRS } from './widget-values';

export const REFUSAL_TEXT: Texts<typeof en.REFUSAL_TEXT> = {
  missingAnswersPrefix: 'Hay preguntas sin contestar: ',
  questionnaireIncomplete: 'Para terminar el cuestionario, conteste todas las preguntas obligatorias.',
  unknownOption: 'Esta respuesta no es de esta pregunta.',
  oneChoice: 'Solo puede elegir una de estas opciones.',
  duplicateOption: 'Esta opción tiene dos respuestas.',
  hiddenQuestion: 'Esta pregunta no se hace por sus otras respuestas.',
  invalidValue: 'Valor no válido',
};

export const NAVIGATION_TEXT: Texts<typeof en.NAVIGATION_TEXT> = {
  next: 'Siguiente',
  finish: 'Terminar',
  nextBlocked: '¡Uy! Termine de contestar esta pregunta para seguir.',
  unanswered: (count) =>
    plural(count, {
      one: `¡Tiene ${count} pregunta sin contestar!`,
      other: `¡Tiene ${count} preguntas sin contestar!`,
    }),
  unansweredHint: 'Conteste todas las preguntas para enviar el estudio.',
};

export const WIDGET_MESSAGES: Texts<typeof en.WIDGET_MESSAGES> = {
  wholeNumber: 'El valor debe ser un número entero',
  decimals: (n) =>
    plural(n, {
      one: `El número no debe tener más de ${n} decimal`,
      other: `El número no debe tener más de ${n} decimales`,
    }),
  range: (from, to) => `El valor mínimo es ${from} y el valor máximo es ${to}`,
  zip: 'Escriba un código postal válido de 5 dígitos',
  invalidDate: 'Escriba la fecha como mes/día/año (MM/DD/AAAA), por ejemplo 03/27/2024.',
  invalidMonth: 'Escriba la fecha como mes/año (MM/AAAA), por ejemplo 03/2024.',
  futureDate: 'La fecha no puede ser en el futuro.',
  invalidRange: 'La fecha final debe ser igual o posterior a la fecha de inicio.',
  rangeIncomplete: 'Escriba la fecha de inicio y la fecha final.',
  specify: 'Escriba su respuesta',
  notANumber: 'Escriba un número.',
  numberComma: 'Escriba el número sin comas. Use punto para los decimales (por ejemplo, 7.2).',
  min: (from) => `El valor mínimo es ${from}`,
  max: (to) => `El valor máximo es ${to}`,
  a1cValueRequired: 'Escriba un valor para esta fecha.',
  a1cDateRequired: 'Escriba la fecha de este resultado.',
  a1cNoPair: 'Escriba al menos un valor con su fecha.',
  notInList: 'Elija una opción de la lista.',
  matrixRows: 'Conteste cada fila.',
  matrixColumns: 'Elija una de las respuestas en cada fila.',
  likert: 'Elija un punto de la escala.',
  a1cTooMany: `No escriba más de ${A1C_MAX_PAIRS} resultados.`,
  selectOnly: 'Esta opción solo se puede marcar.',
  shape: 'Esta respuesta no tiene la forma que pide la pregunta.',
};

export const A1C_TEXT: Texts<typeof en.A1C_TEXT> = {
  plausibility: (from, to, unit) =>
    `Este resultado de A1c está fuera del rango normal de ${from} a ${to} ${unit}. Por favor, revíselo.`,
};

export const OUTCOME_TEXT: Texts<typeof en.OUTCOME_TEXT> = {
  researchButton: 'Empezar ahora',
  donate: 'Donar la tarjeta de regalo',
  donated: '¡Muy bien!',
};

export const READABLE_TEXT: Texts<typeof en.READABLE_TEXT> = {
  a1cResult: (value, unit, date) =>
    `${value}${unit === 'percent' ? A1C_UNIT_SYMBOL.percent : ` ${A1C_UNIT_SYMBOL[unit]}`}${date ? ` el ${date}` : ''}`,
  range: (start, end) => `${start} – ${end}`,
};
