import type { Texts } from '../i18n/locale';
import { plural } from '../i18n/format';
import type * as en from './widget-texts';

export const PLACEHOLDERS: Texts<typeof en.PLACEHOLDERS> = {
  number: 'Escriba un valor',
  search: 'Empiece a escribir',
  text: 'Escriba su respuesta',
  // Dates are typed month first in both languages (DECISIONS §12); the letters are Spanish ones.
  date: 'MM/DD/AAAA',
  month: 'MM/AAAA',
};

export const WIDGET_TEXT: Texts<typeof en.WIDGET_TEXT> = {
  requiredHint: 'Elija las respuestas obligatorias para pasar a la siguiente pregunta',
  addMore: 'Agregar más',
  // Messages
  warningNote: 'Esto no le impide continuar.',
  warningPrefix: 'Revise esta respuesta:',
  errorPrefix: 'Error:',
  // Dropdown
  dropdownPlaceholder: 'Elija una respuesta',
  // Comboboxes
  showSuggestions: 'Ver sugerencias',
  suggestionCount: (n) =>
    plural(n, {
      zero: 'No hay sugerencias.',
      one: '1 sugerencia. Use las flechas del teclado para elegirla.',
      other: `${n} sugerencias. Use las flechas del teclado para elegir una.`,
    }),
  noMatch: 'No está en la lista',
  addTag: 'Agregar',
  selected: 'Sus respuestas',
  removeTag: (tag) => `Quitar ${tag}`,
  tagAdded: (tag) => `Se agregó ${tag}.`,
  tagRemoved: (tag) => `Se quitó ${tag}.`,
  // Dates
  chooseDate: 'Elegir fecha',
  chooseMonth: 'Elegir mes',
  dateHint: 'Por ejemplo, 03/27/2024',
  monthHint: 'Por ejemplo, 03/2024',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha final',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  month: 'Mes',
  year: 'Año',
  close: 'Cerrar',
  calendarHelp: 'Las flechas del teclado pasan de un día a otro. Re Pág y Av Pág cambian el mes. Enter elige el día.',
  monthGridHelp: 'Las flechas del teclado pasan de un mes a otro. Re Pág y Av Pág cambian el año. Enter elige el mes.',
  // A1C
  a1cUnit: 'Unidad de sus resultados',
  a1cUnitHint:
    'Use la unidad que aparece en su informe de laboratorio (mmol/mol también se llama IFCC). Nosotros la convertimos para el estudio.',
  a1cPercent: '%',
  a1cPercentName: 'Porcentaje (%)',
  a1cMmol: 'mmol/mol',
  a1cMmolName: 'mmol/mol',
  a1cHint: 'Escriba cada fecha como MM/DD/AAAA (mes/día/año), por ejemplo 03/27/2024, o elíjala en el calendario.',
  a1cResult: (n) => `Resultado ${n}`,
  a1cDate: 'Fecha de la prueba',
  a1cValue: (unit) => `A1c (${unit})`,
  a1cMaxRows: (max) => `Puede agregar hasta ${max} resultados.`,
  // Matrix
  matrixRowsHint: 'Elija una respuesta en cada fila.',
  // Choice with text
  specify: 'Especifique',
};
