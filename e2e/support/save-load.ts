import { request as requestContext, type APIRequestContext } from '@playwright/test';

// A steady load of answer saves through the deployment: each participant saves one screening
// answer again and again, one save at a time; every try is recorded with its answer.

export interface Saver {
  participant: number;
  userStudy: number;
  headers: Record<string, string>;
}

export interface SaveResult {
  participant: number;
  /** The HTTP status, or 0 when no answer came (a connection error, a timeout). */
  status: number;
  retryAfter?: string;
  sentAt: number;
  answeredAt: number;
}

export class SaveLoad {
  readonly results: SaveResult[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private contexts: APIRequestContext[] = [];

  constructor(
    private readonly base: string,
    private readonly savers: Saver[],
  ) {}

  start() {
    this.running = true;
    this.loops = this.savers.map((saver) => this.loop(saver));
  }

  private async loop(saver: Saver) {
    // A connection of its own per participant, as separate browsers have.
    const api = await requestContext.newContext({ baseURL: this.base, ignoreHTTPSErrors: true });
    this.contexts.push(api);
    const url = `/api/participants/${saver.participant}/user-studies/${saver.userStudy}/questions/1001/answers`;
    while (this.running) {
      const sentAt = Date.now();
      try {
        const res = await api.post(url, {
          headers: saver.headers,
          data: [{ question: 1001, question_option: 100101, value: 'true' }],
          timeout: 15_000,
        });
        this.results.push({
          participant: saver.participant,
          status: res.status(),
          retryAfter: res.headers()['retry-after'],
          sentAt,
          answeredAt: Date.now(),
        });
      } catch {
        this.results.push({ participant: saver.participant, status: 0, sentAt, answeredAt: Date.now() });
      }
      // About twenty saves a second in all with four participants: steady, not a flood.
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  async stop(): Promise<SaveResult[]> {
    this.running = false;
    await Promise.all(this.loops);
    await Promise.all(this.contexts.map((c) => c.dispose()));
    return this.results;
  }
}
