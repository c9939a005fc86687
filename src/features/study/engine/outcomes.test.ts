import { describe, expect, it } from 'vitest';
import type { EventLog, ModuleSetting } from '@contract/study';
import { isPartnerSource } from '@contract/account';
import {
  consentDialogKind,
  findModuleSetting,
  JUST_SUBMITTED,
  justSubmittedDialog,
  needsWelcomeDialog,
  successDialogKind,
  welcomeEventName,
} from './dialogs';
import {
  conclusionActions,
  CSO_WAIT_MS,
  RELEVANT_ID_FAILURES,
  RELEVANT_ID_TIMEOUT_MS,
  researchLink,
  submitOutcome,
} from './outcomes';

describe('dialog gating (001 §4)', () => {
  const events: EventLog[] = [
    { study: 1, user_study: 5, event: welcomeEventName('screening') },
    { event: 'jaeb_intro_dialog' },
  ];
  it.each([
    ['001 §4 welcome: screening already registered', 'screening', 5, 'registry', false],
    ['001 §4 welcome: screening of another user study', 'screening', 6, 'registry', true],
    ['001 §4 welcome: questionnaire not yet registered', 'questionnaire', 5, 'registry', true],
    ['001 §4 welcome: consent not yet registered', 'consent', 5, 'registry', true],
    ['001 §4 welcome: consent skipped for the partner-research source', 'consent', 5, 'jaeb', false],
    ['001 §4 welcome: never for intro', 'intro', 5, 'registry', false],
    ['001 §4 welcome: never for research', 'research', 5, 'registry', false],
  ] as const)('%s', (_n, procedure, userStudy, source, expected) => {
    expect(needsWelcomeDialog(procedure, events, userStudy, source)).toBe(expected);
  });

  it('001 §4 consent dialogs: adult configured popup, parental and child fixed', () => {
    expect([consentDialogKind('adult'), consentDialogKind('parental'), consentDialogKind('child')]).toEqual([
      'configured',
      'fixed',
      'fixed',
    ]);
  });

  it('001 §4 success dialog: configured for regular sources, fixed otherwise', () => {
    expect([
      successDialogKind('registry'),
      successDialogKind(undefined),
      successDialogKind('jaeb'),
      successDialogKind('registry_jaeb'),
    ]).toEqual(['configured', 'configured', 'fixed', 'fixed']);
    expect(isPartnerSource('registry')).toBe(false);
  });

  it('001 §3 module settings by procedure and stage', () => {
    const settings: ModuleSetting[] = [
      { id: 1, procedure: 'screening', module_type: 'popup', stage: 'before_procedure', content: { title: 'Hello' } },
      { id: 2, procedure: 'screening', module_type: 'page', stage: 'conclusion', content: { title: 'Thanks' } },
    ];
    expect(findModuleSetting(settings, 'screening', 'conclusion')?.id).toBe(2);
    expect(findModuleSetting(settings, 'screening', 'before_procedure', 'page')).toBeNull();
    expect(findModuleSetting(settings, 'questionnaire', 'conclusion')).toBeNull();
  });
});

describe('procedure submit (001 §4)', () => {
  it.each([
    [
      '001 §4 submit intro: go to the next procedure',
      'intro',
      { eligible: null, studyType: 'core_study' },
      { kind: 'next-procedure' },
    ],
    [
      '001 §4 submit screening: eligible dialog',
      'screening',
      { eligible: true, studyType: 'core_study' },
      { kind: 'eligible-dialog' },
    ],
    [
      '001 §4 submit screening: core study not eligible waits 3 s for CSO',
      'screening',
      { eligible: false, studyType: 'core_study' },
      { kind: 'not-eligible', csoWaitMs: CSO_WAIT_MS },
    ],
    [
      '001 §4 submit screening: other study not eligible',
      'screening',
      { eligible: false, studyType: 'sub_study' },
      { kind: 'not-eligible', csoWaitMs: 0 },
    ],
    [
      '001 §4 submit consent: reload the study',
      'consent',
      { eligible: true, studyType: 'core_study' },
      { kind: 'reload' },
    ],
    [
      '001 §4 submit questionnaire: status page',
      'questionnaire',
      { eligible: true, studyType: 'core_study' },
      { kind: 'status-page' },
    ],
    [
      '001 §4 submit: missing-answer messages go to the first missing question',
      'questionnaire',
      { eligible: true, studyType: 'core_study', errors: ['There are not answered questions: 7, 9'] },
      { kind: 'missing-answers', questionIds: [7, 9] },
    ],
    [
      '001 §4, §8 submit: other error texts are a refusal, not missing answers and not the status page',
      'questionnaire',
      { eligible: true, studyType: 'core_study', errors: ['Nope'] },
      { kind: 'refused', messages: ['Nope'] },
    ],
  ] as const)('%s', (_n, procedure, result, outcome) => {
    expect(
      submitOutcome(procedure, { ...result, errors: 'errors' in result ? [...result.errors] : undefined }),
    ).toEqual(outcome);
  });
});

describe('conclusion page (001 §2)', () => {
  const base = {
    procedure: 'questionnaire' as const,
    studyType: 'core_study' as const,
    eligible: true,
    donationOffered: true,
    isDonated: false,
    donatePending: false,
    donateSucceeded: false,
  };
  it.each([
    [
      '001 §2 conclusion: eligible core questionnaire shows everything',
      base,
      {
        showMainButton: true,
        showDataInsights: true,
        donate: { shown: true, disabled: false, label: 'Donate Gift Card' },
      },
    ],
    [
      '001 §2 conclusion: not eligible shows no main button, insights or donate',
      { ...base, eligible: false },
      {
        showMainButton: false,
        showDataInsights: false,
        donate: { shown: false, disabled: false, label: 'Donate Gift Card' },
      },
    ],
    [
      '001 §2 conclusion: Data Insights only for a core study',
      { ...base, studyType: 'annual_questionnaire' as const },
      { showMainButton: true, showDataInsights: false },
    ],
    [
      '001 §2 conclusion: screening main button, no insights',
      { ...base, procedure: 'screening' as const },
      { showMainButton: true, showDataInsights: false },
    ],
    [
      '001 §2 conclusion: no main button after consent',
      { ...base, procedure: 'consent' as const },
      { showMainButton: false },
    ],
    [
      '001 §2 donate: disabled while pending',
      { ...base, donatePending: true },
      { donate: { shown: true, disabled: true, label: 'Donate Gift Card' } },
    ],
    [
      '001 §2 donate: disabled once donated',
      { ...base, isDonated: true },
      { donate: { shown: true, disabled: true, label: 'Donate Gift Card' } },
    ],
    [
      "001 §2 donate: 'Success!' after donation",
      { ...base, donateSucceeded: true },
      { donate: { shown: true, disabled: true, label: 'Success!' } },
    ],
  ])('%s', (_n, input, expected) => {
    expect(conclusionActions(input)).toMatchObject(expected);
  });
});

describe('research page (001 §2, §6)', () => {
  it.each([
    [
      "001 §2 research: default text 'Start now'",
      { url: 'https://r.example/x', button_text: null },
      7,
      false,
      { hidden: false, disabled: false, href: 'https://r.example/x', label: 'Start now' },
    ],
    [
      '001 §2 research: disabled without a url',
      { url: null, button_text: 'Go' },
      7,
      false,
      { hidden: false, disabled: true, href: null, label: 'Go' },
    ],
    [
      '001 §6 research: hidden when the study is blocked',
      { url: 'https://r.example/x', button_text: 'Go' },
      7,
      true,
      { hidden: true },
    ],
    [
      '001 §3 research: participant id appended',
      { url: 'https://r.example/x', add_participant_id_query_param: true },
      7,
      false,
      { href: 'https://r.example/x?participant_id=7' },
    ],
    [
      '001 §3 research: participant id joins an existing query and keeps the hash',
      { url: 'https://r.example/x?a=1#top', add_participant_id_query_param: true },
      7,
      false,
      { href: 'https://r.example/x?a=1&participant_id=7#top' },
    ],
  ])('%s', (_n, research, participant, blocked, expected) => {
    expect(researchLink(research, participant, blocked)).toMatchObject(expected);
  });
});

describe('constants (001 §8, §9)', () => {
  it('001 §9 Relevant ID timeout 8000 ms, CSO wait 3000 ms; §8 failure reasons verbatim', () => {
    expect([RELEVANT_ID_TIMEOUT_MS, CSO_WAIT_MS]).toEqual([8000, 3000]);
    expect(Object.values(RELEVANT_ID_FAILURES)).toEqual([
      'RelevantID service timed out',
      'Error loading RelevantID call service',
      'Error loading RelevantID script',
    ]);
  });
});

describe('the status page right after a submit (001 §2 status=just_submitted)', () => {
  const popup: ModuleSetting = {
    id: 9,
    procedure: 'questionnaire',
    module_type: 'popup',
    stage: 'conclusion',
    content: { title: 'Thanks' },
  };
  const input = {
    status: JUST_SUBMITTED as string | null,
    procedure: 'screening' as const,
    submitted: true,
    eligible: true,
    settings: [popup],
  };
  it.each([
    ['an eligible screening just submitted: Success!', input, { kind: 'success' }],
    ['a not eligible screening: none', { ...input, eligible: false }, null],
    [
      'a questionnaire just submitted: its popup',
      { ...input, procedure: 'questionnaire' as const },
      { kind: 'conclusion-popup', setting: popup },
    ],
    ['a questionnaire without a popup: none', { ...input, procedure: 'questionnaire' as const, settings: [] }, null],
    ['a reload without the flag: none', { ...input, status: null }, null],
    ['another status value: none', { ...input, status: 'done' }, null],
    ['a procedure not submitted (the submit was refused): none', { ...input, submitted: false }, null],
    ['consent: none', { ...input, procedure: 'consent' as const }, null],
  ])('%s', (_name, given, expected) => {
    expect(justSubmittedDialog(given)).toEqual(expected);
  });
});
