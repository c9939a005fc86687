import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Answer, ProcedureId, Question } from '@contract/study';
import type { StudyEvent } from '@contract';
import { listEvents } from '@/shared/api/calls/list-events';
import type { KeyValueStorage } from '@/shared/session/key-value-storage';
import { draftsKey } from '@/shared/session/drafts';
import { getModuleSettings } from '../api/get-module-settings';
import { getParticipant } from '../api/get-participant';
import { getUserStudy } from '../api/get-user-study';
import { listAnswers } from '../api/list-answers';
import { listProcedures } from '../api/list-procedures';
import { listQuestionRules } from '../api/list-question-rules';
import { listQuestions } from '../api/list-questions';
import { listUserProcedures } from '../api/list-user-procedures';
import { preselectConvertedUser } from '../api/preselect-converted-user';
import { saveAnswers } from '../api/save-answers';
import type { StoredAnswer, QuestionFlow } from '@engine';
import { procedureStates, withCompletion } from '@engine';
import { questionState } from '@engine/screen';
import { EventsLogAhead, type SettledEventsLog } from './events-log-ahead';
import { questionsProfileType } from './first-gets';
import { answersOfQuestion, changedQuestions, mergeStored, questionTree, replaceQuestion } from './draft-answers';
import { SaveQueue, type QuestionSaveStatus } from './save-queue';
import { classify } from './save-failure';
import { deviceOnline } from './connection';
import type { KeptLoad, LoadKeeping } from './offline-keeping';
import { emptySnapshot, type SessionSnapshot, type StudyDefinitionData, type SurveyIds } from './session-types';

// One store per open user study (STYLE "data path"): loads in two stages (spec 001 §4), holds the
// definition, the drafts and the procedure states, and saves through the save queue. Screens read
// snapshots (useSyncExternalStore) and never keep answers of their own.

export type { SessionSnapshot, StudyDefinitionData, SurveyIds };

/** One participant's drafts of one user study (shared/session/drafts.ts says how long they live). */
export const surveyDraftsKey = (ids: Pick<SurveyIds, 'userId' | 'userStudyId'>) =>
  draftsKey(ids.userId, `survey.${ids.userStudyId}`);

export class StudySession {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly queue: SaveQueue;
  private stored: Answer[] = [];
  /** The user study's events log, read with the load for the welcome gate's first check. */
  private readonly eventsLog = new EventsLogAhead();

  constructor(
    private readonly client: ApiClient,
    readonly ids: SurveyIds,
    storage: KeyValueStorage,
    private readonly now: () => Date = () => new Date(),
    /** The standalone site's copy on the device: the drafts' storage is read, the load kept. */
    private readonly keeping?: LoadKeeping,
  ) {
    this.snapshot = emptySnapshot();
    this.queue = new SaveQueue({
      save: (questionId, answers) => saveAnswers(client, ids.userId, ids.userStudyId, questionId, answers),
      storage,
      key: surveyDraftsKey(ids),
      classify,
      onChange: (stored) => this.onQueueChange(stored as Answer[] | undefined),
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  dispose() {
    this.queue.stop();
  }

  /**
   * Stage one: the participant and the answers; stage two: the study definition and progress.
   * Stage two's calls that do not need the participant go out with stage one instead of after it,
   * and the preselect (a core study's, which needs the user study) beside the questions (which need
   * the participant's profile type): the screen waits for two round trips instead of three.
   */
  async load(): Promise<void> {
    const { client, ids } = this;
    this.update({ phase: 'participant' });
    const stageOne = Promise.all([
      getParticipant(client, ids.userId),
      listAnswers(client, ids.userId, ids.userStudyId),
    ]);
    const definition = Promise.all([
      listProcedures(client, ids.studyId),
      listUserProcedures(client, ids.userId, ids.userStudyId),
      listQuestionRules(client, ids.studyId),
      getUserStudy(client, ids.userId, ids.userStudyId),
      getModuleSettings(client, ids.studyId),
    ]);
    // Not asked for before stage one has answered: a participant who cannot be read is not preselected.
    const preselected = Promise.all([stageOne, definition]).then(([, [, , , userStudy]]) =>
      userStudy.study_type === 'core_study' ? this.preselect() : null,
    );
    // The welcome gate reads the log once the procedure is known: asked now, it is there by then.
    const eventsLog = listEvents(client, ids.userId, { user_study: ids.userStudyId });
    this.eventsLog.start(eventsLog);
    // Whichever fails first is the load's failure; the others' rejections are expected, not unhandled
    // (the gate handles a log that cannot be read).
    for (const pending of [definition, preselected, eventsLog]) pending.catch(() => undefined);
    try {
      const [participant, answers] = await stageOne;
      this.stored = answers;
      this.update({ phase: 'study', participant });
      const [[procedures, userProcedures, rules, userStudy, settings], questions, preselect] = await Promise.all([
        definition,
        listQuestions(client, ids.studyId, questionsProfileType(participant)),
        preselected,
      ]);
      const data: StudyDefinitionData = {
        userStudy,
        procedures: withCompletion(procedures, userProcedures),
        userProcedures,
        questions,
        rules,
        moduleSettings: Object.values(settings).flat(),
        preselected: preselect,
      };
      this.snapshot = { ...this.snapshot, data };
      void this.keeping?.keep({ participant, answers, data });
      await this.keeping?.ready;
      this.restoreDrafts();
    } catch (error) {
      // Without a connection, the questionnaire opens from the last load the device kept.
      const kept = !deviceOnline() ? await this.keeping?.kept() : undefined;
      if (kept) return this.openKept(kept);
      this.update({ phase: 'failed' });
      throw error;
    }
  }

  private async openKept({ participant, answers, data }: KeptLoad): Promise<void> {
    this.stored = answers;
    this.snapshot = { ...this.snapshot, participant, data };
    await this.keeping?.ready;
    this.restoreDrafts();
  }

  /** The events log read with the load, handed out once (EventsLogAhead.take). */
  takeEventsLog = (): Promise<StudyEvent[]> | null => this.eventsLog.take();

  /** That read's outcome once it has arrived, until taken (EventsLogAhead.peek). */
  peekEventsLog = (): SettledEventsLog | null => this.eventsLog.peek();

  private async preselect(): Promise<ProcedureId | null> {
    const answer = await preselectConvertedUser(this.client, this.ids.userStudyId);
    return answer?.procedure_id ?? null;
  }

  /** Reloads after a submit: the user study, its procedures and the stored answers. */
  async refresh(): Promise<void> {
    const { client, ids } = this;
    const data = this.snapshot.data;
    this.eventsLog.clear();
    if (!data) return this.load();
    const [userStudy, userProcedures, answers] = await Promise.all([
      getUserStudy(client, ids.userId, ids.userStudyId),
      listUserProcedures(client, ids.userId, ids.userStudyId),
      listAnswers(client, ids.userId, ids.userStudyId),
    ]);
    this.stored = answers;
    const procedures = withCompletion(data.procedures, userProcedures);
    this.snapshot = { ...this.snapshot, data: { ...data, userStudy, userProcedures, procedures } };
    const participant = this.snapshot.participant;
    if (participant) void this.keeping?.keep({ participant, answers, data: this.snapshot.data! });
    this.rebuild(mergeStored(this.snapshot.answers, this.ownStored(), this.unsavedSet()));
  }

  /** A question's emission: the new drafts, kept (also in storage) until the participant moves on. */
  change(answers: StoredAnswer[]): void {
    const touched = changedQuestions(this.snapshot.answers, answers);
    if (touched.length === 0) return;
    this.dirty = new Set([...this.dirty, ...touched]);
    for (const id of touched) this.queue.keepDraft(id, answersOfQuestion(answers, id));
    this.rebuild(answers);
  }

  private dirty = new Set<number>();

  /**
   * Saves the changed questions of a top question's tree, parents first, and waits: true when all
   * are stored. A failed save keeps the drafts (and retries); the statuses tell the screen why.
   */
  async save(top: Question): Promise<boolean> {
    const flow = this.snapshot.flow;
    if (!flow) return false;
    const tree = questionTree(flow, top);
    const treeIds = new Set(tree.map((q) => q.id));
    // Answers the change hid are removed by the server with the parent's save.
    for (const id of [...this.dirty]) if (!treeIds.has(id) && this.belongsTo(flow, id, top)) this.dirty.delete(id);
    const wanted = tree.filter((q) => this.dirty.has(q.id) || this.queue.unsaved().includes(q.id));
    for (const q of wanted) {
      this.dirty.delete(q.id);
      this.queue.enqueue(q.id, answersOfQuestion(this.snapshot.answers, q.id));
    }
    await this.queue.settled();
    // Answers kept on the device while offline count: Next and Previous go on over what the
    // definition knows, and the queue sends them once the connection is back.
    return tree.every((q) => !this.queue.unsaved().includes(q.id) || this.queue.keptOffline(q.id));
  }

  /**
   * Saves every question tree with unsaved drafts the engine finds valid; true when nothing is left
   * unsaved but what waits on the device for the connection.
   */
  async saveValid(): Promise<boolean> {
    const flow = this.snapshot.flow;
    if (!flow) return true;
    const unsaved = this.unsavedSet();
    const tops = flow.questions.filter(
      (q) => q.parent_option_id == null && questionTree(flow, q).some((t) => unsaved.has(t.id)),
    );
    for (const q of tops) if (questionState(flow, q).valid) await this.save(q);
    return [...this.unsavedSet()].every((id) => this.queue.keptOffline(id));
  }

  retry(): void {
    this.queue.retry();
  }

  private belongsTo(flow: QuestionFlow, questionId: number, top: Question): boolean {
    const all = questionTree({ ...flow, rules: [] }, top);
    return all.some((q) => q.id === questionId);
  }

  private ownStored(): StoredAnswer[] {
    return this.stored.filter(
      (a) => !a.isAnswerFromOtherStudy && (a.study_id == null || a.study_id === this.ids.studyId),
    );
  }

  private unsavedSet(): Set<number> {
    return new Set([...this.dirty, ...this.queue.unsaved()]);
  }

  /** Drafts kept by an earlier page: shown again, and saved at once when the engine finds them valid. */
  private restoreDrafts(): void {
    let answers: StoredAnswer[] = this.ownStored();
    const drafts = this.queue.storedDrafts();
    for (const [questionId, given] of drafts) answers = replaceQuestion(answers, questionId, given);
    this.dirty = new Set(drafts.keys());
    this.rebuild(answers, 'ready');
    const flow = this.snapshot.flow!;
    for (const q of flow.questions) {
      if (!drafts.has(q.id) || q.parent_option_id != null) continue;
      if (questionState(flow, q).valid) void this.save(q);
    }
  }

  private onQueueChange(stored: Answer[] | undefined) {
    if (stored) this.stored = stored;
    const answers = stored ? mergeStored(this.snapshot.answers, this.ownStored(), this.unsavedSet()) : null;
    if (answers) this.rebuild(answers);
    else this.update({});
  }

  private rebuild(answers: StoredAnswer[], phase?: SessionSnapshot['phase']) {
    const data = this.snapshot.data!;
    const participant = this.snapshot.participant;
    const otherAnswers = this.stored.filter((a) => !this.ownStored().includes(a));
    const flow: QuestionFlow = {
      questions: data.questions,
      rules: data.rules,
      answers,
      context: { now: this.now(), participant, storedAnswers: otherAnswers },
    };
    this.update({
      ...(phase ? { phase } : {}),
      answers,
      otherAnswers,
      flow,
      procedures: procedureStates(data.procedures, data.questions, answers),
    });
  }

  private update(patch: Partial<SessionSnapshot>) {
    const saves = new Map<number, QuestionSaveStatus>();
    for (const q of this.snapshot.data?.questions ?? []) {
      const status = this.queue.statusOf(q.id);
      if (status) saves.set(q.id, status);
    }
    const unsaved = this.unsavedSet();
    const kept = this.keeping ? [...unsaved].filter((id) => this.queue.keptOffline(id)).length : 0;
    this.snapshot = { ...this.snapshot, ...patch, saves, unsaved, atRisk: unsaved.size - kept };
    this.listeners.forEach((l) => l());
  }
}
