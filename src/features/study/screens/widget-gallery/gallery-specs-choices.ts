import { answer, check, opt, question, withValidators, type GallerySpec } from './gallery-kit';

// Sample questions of the choice widgets, taken from the demo core study.

const insulin = question(
  9102,
  'How do you take insulin?',
  'single',
  [
    opt(910201, 'radio', 'Multiple daily injections'),
    opt(910202, 'radio', 'Insulin pump', { question_ids: [9103] }),
    opt(910203, 'radio_with_text', 'Other (please specify)'),
  ],
  { show_hint: true },
);
const pump = question(
  9103,
  'Which insulin pump?',
  'single',
  [
    opt(910301, 'drop_down', 'Tandem t:slim X2'),
    opt(910302, 'drop_down', 'Omnipod 5'),
    opt(910303, 'drop_down', 'Medtronic MiniMed 780G'),
    opt(910304, 'drop_down', 'Beta Bionics iLet'),
  ],
  { parent_option_id: 910202 },
);
const insurance = question(
  9116,
  'Which health insurance covers the diabetes supplies?',
  'multiple_or_single_radio',
  [
    opt(911601, 'option', 'Private insurance'),
    opt(911602, 'option', 'Medicare'),
    opt(911603, 'option', 'Medicaid'),
    opt(911604, 'option_with_text', 'Other (please specify)'),
    opt(911605, 'radio', 'No insurance'),
  ],
  { show_hint: true },
);
const cgmItems = [
  opt(910501, 'autocomplete_item', 'Dexcom G7'),
  opt(910502, 'autocomplete_item', 'Dexcom G6'),
  opt(910503, 'autocomplete_item', 'FreeStyle Libre 3'),
  opt(910504, 'autocomplete_item', 'FreeStyle Libre 2'),
  opt(910505, 'autocomplete_item', 'Medtronic Guardian 4'),
];
const cgm = question(9105, 'Which CGM?', 'single', cgmItems);
const cgmFree = question(9106, 'Which CGM?', 'single', [...cgmItems, opt(910606, 'autocomplete_text', 'Other CGM')]);
const conditionItems = [
  opt(911201, 'multiselect_item', 'Celiac disease'),
  opt(911202, 'multiselect_item', 'Hypothyroidism'),
  opt(911203, 'multiselect_item', 'Hyperthyroidism'),
  opt(911204, 'multiselect_item', 'High blood pressure'),
  opt(911205, 'multiselect_item', 'Depression'),
  opt(911206, 'multiselect_item', 'Anxiety'),
];
const conditions = question(9112, 'Which other conditions have been diagnosed?', 'multiple', conditionItems);
const conditionsFree = question(9113, 'Which other conditions have been diagnosed?', 'multiple_or_single_radio', [
  ...conditionItems,
  opt(911307, 'multiselect_text', 'Other conditions'),
  opt(911308, 'radio', 'None of these'),
]);
const intro = question(9101, 'About your diabetes care', 'single', [
  opt(910101, 'label', 'The next questions ask how you manage diabetes today. There are no right or wrong answers.'),
]);

const noReason = check('Please tell us which other way, in the box.', 'ne', 'true');
const whichInsurance = check('Please tell us which insurance.', 'ne', 'true');
const freeText = check('We do not know this one yet: please check the spelling.', 'eq', '-');

export const CHOICE_SPECS: GallerySpec[] = [
  {
    widget: 'radio',
    name: 'Radio',
    about: 'One choice; a choice with sub-questions opens them below it.',
    questions: [insulin, pump],
    states: {
      filled: { answers: [answer(9102, 910202, 'true'), answer(9103, 910302, 'true')] },
      warning: {
        question: withValidators(insulin, 910201, [check('We will ask about injections later.', 'ne', 'true')]),
        answers: [answer(9102, 910201, 'true')],
      },
      disabled: { answers: [answer(9102, 910201, 'true')] },
    },
  },
  {
    widget: 'radio_with_text',
    name: 'Radio with text',
    about: 'A radio whose text box opens once it is chosen.',
    questions: [insulin, pump],
    states: {
      filled: { answers: [answer(9102, 910203, 'An inhaled insulin')] },
      invalid: {
        question: withValidators(insulin, 910203, [{ ...noReason, action: 'error' }]),
        answers: [answer(9102, 910203, 'true')],
      },
      warning: { question: withValidators(insulin, 910203, [noReason]), answers: [answer(9102, 910203, 'true')] },
      disabled: { answers: [answer(9102, 910203, 'An inhaled insulin')] },
    },
  },
  {
    widget: 'option',
    name: 'Checkbox (option)',
    about: 'Several choices; a radio among them stands alone.',
    questions: [insurance],
    states: {
      filled: { answers: [answer(9116, 911601, 'true'), answer(9116, 911602, 'true')] },
      warning: {
        question: withValidators(insurance, 911603, [check('We will ask about Medicaid later.', 'ne', 'true')]),
        answers: [answer(9116, 911603, 'true')],
      },
      disabled: { answers: [answer(9116, 911602, 'true')] },
    },
  },
  {
    widget: 'option_with_text',
    name: 'Checkbox with text',
    about: 'A checkbox whose text box opens once it is ticked.',
    questions: [insurance],
    states: {
      filled: { answers: [answer(9116, 911604, 'Tricare')] },
      invalid: {
        question: withValidators(insurance, 911604, [{ ...whichInsurance, action: 'error' }]),
        answers: [answer(9116, 911604, 'true')],
      },
      warning: {
        question: withValidators(insurance, 911604, [whichInsurance]),
        answers: [answer(9116, 911604, 'true')],
      },
      disabled: { answers: [answer(9116, 911604, 'Tricare')] },
    },
  },
  {
    widget: 'drop_down',
    name: 'Dropdown',
    about: 'One choice in a list: 240 px, wider for long titles.',
    questions: [{ ...pump, parent_option_id: null, show_hint: true }],
    states: {
      filled: { answers: [answer(9103, 910302, 'true')] },
      warning: {
        question: withValidators({ ...pump, parent_option_id: null }, 910304, [
          check('Please check the model on the back of your pump.', 'ne', 'true'),
        ]),
        answers: [answer(9103, 910304, 'true')],
      },
      disabled: { answers: [answer(9103, 910303, 'true')] },
    },
  },
  {
    widget: 'autocomplete_item',
    name: 'Autocomplete',
    about: 'Type to find an item; only items of the list are answers.',
    questions: [cgm],
    states: {
      filled: { answers: [answer(9105, 910503, 'true')] },
      warning: {
        question: withValidators(cgm, 910505, [check('We will ask about your pump next.', 'ne', 'true')]),
        answers: [answer(9105, 910505, 'true')],
      },
      disabled: { answers: [answer(9105, 910501, 'true')] },
    },
  },
  {
    widget: 'autocomplete_text',
    name: 'Autocomplete with free text',
    about: 'Type to find an item, or type your own answer.',
    questions: [cgmFree],
    states: {
      filled: { answers: [answer(9106, 910606, 'Eversense 365')] },
      warning: {
        question: withValidators(cgmFree, 910606, [freeText]),
        answers: [answer(9106, 910606, 'Eversense 365')],
      },
      disabled: { answers: [answer(9106, 910502, 'true')] },
    },
  },
  {
    widget: 'multiselect_item',
    name: 'Multiselect',
    about: 'Several items of a list, as tags.',
    questions: [conditions],
    states: {
      filled: { answers: [answer(9112, 911201, 'true'), answer(9112, 911206, 'true')] },
      warning: {
        question: withValidators(conditions, 911205, [check('Thank you. Our help page lists support.', 'ne', 'true')]),
        answers: [answer(9112, 911205, 'true')],
      },
      disabled: { answers: [answer(9112, 911202, 'true')] },
    },
  },
  {
    widget: 'multiselect_text',
    name: 'Multiselect with free text',
    about: 'Items of a list and your own, as tags; a radio stands apart.',
    questions: [conditionsFree],
    states: {
      filled: { answers: [answer(9113, 911202, 'true'), answer(9113, 911307, JSON.stringify(['Asthma']))] },
      warning: {
        question: withValidators(conditionsFree, 911307, [freeText]),
        answers: [answer(9113, 911307, JSON.stringify(['Asthmaa']))],
      },
      disabled: { answers: [answer(9113, 911307, JSON.stringify(['Asthma']))] },
    },
  },
  {
    widget: 'label',
    name: 'Label',
    about: 'Information between questions: it needs no answer and looks the same in every state.',
    questions: [intro],
    states: {},
    single: true,
  },
];
