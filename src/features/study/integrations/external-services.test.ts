import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '@/testing/test-client';
import {
  afterNotEligibleScreening,
  afterQuestionnaireSubmit,
  checkRelevantId,
  type ExternalContext,
} from './external-services';

const ctx: ExternalContext = {
  studyType: 'core_study',
  clientId: 'partner-1',
  participantId: 7,
  studyId: 101,
  userStudyId: 5,
};
const request = { participant: 7, study: 101, user_study: 5, clientId: 'partner-1' };
const settings = { csoFormScriptUrl: 'https://cso.example/form.js', relevantIdScriptUrl: 'https://rid.example/rid.js' };

function setup(scope: Record<string, unknown>, loadScript = vi.fn(async (_url: string) => undefined)) {
  const t = testClient({ storeRelevantId: { body: { id: 1, created_at: '2026-11-23T10:00:00Z' } } });
  const wait = vi.fn(async (_ms: number) => undefined);
  return { ...t, deps: { client: t.client, settings, loadScript, scope, wait }, loadScript, wait };
}

afterEach(() => vi.useRealTimers());

describe('Relevant ID (001 §4, §8, §9)', () => {
  it('001 §4 the answer is stored as raw analysis results', async () => {
    const call = vi.fn(async () => ({ RelevantId: 'abc' }));
    const { deps, api } = setup({ registryRelevantId: call, registryCsoForm: vi.fn() });
    const outcome = await afterQuestionnaireSubmit(deps, ctx);
    expect(outcome).toEqual({ data: { RelevantId: 'abc' }, isResponseAvailable: true, failureReason: null });
    expect(call).toHaveBeenCalledWith(request);
    expect(api.called('storeRelevantId').map((c) => c.body)).toEqual([
      {
        participant: 7,
        study: 101,
        user_study: 5,
        is_relevant_id_data_available: true,
        raw_analysis_results: { RelevantId: 'abc' },
      },
    ]);
  });

  it("001 §8 'RelevantID service timed out' after 8 seconds, stored, and the flow goes on", async () => {
    vi.useFakeTimers();
    const { deps, api } = setup({ registryRelevantId: () => new Promise(() => undefined), registryCsoForm: vi.fn() });
    const pending = afterQuestionnaireSubmit(deps, ctx);
    await vi.advanceTimersByTimeAsync(7999);
    expect(api.called('storeRelevantId')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ isResponseAvailable: false, failureReason: 'RelevantID service timed out' });
    expect(api.called('storeRelevantId')[0].body).toEqual({
      participant: 7,
      study: 101,
      user_study: 5,
      is_relevant_id_data_available: false,
      relevantID_failure_reason: 'RelevantID service timed out',
    });
  });

  it("001 §8 'Error loading RelevantID script' when the script does not load", async () => {
    const { deps } = setup(
      {},
      vi.fn(async () => Promise.reject(new Error('404'))),
    );
    expect(await checkRelevantId(deps, 'https://rid.example/rid.js', request)).toMatchObject({
      isResponseAvailable: false,
      failureReason: 'Error loading RelevantID script',
    });
  });

  it("001 §8 'Error loading RelevantID call service' when the service is missing or fails", async () => {
    const missing = setup({});
    expect((await checkRelevantId(missing.deps, 'u', request)).failureReason).toBe(
      'Error loading RelevantID call service',
    );
    const failing = setup({ registryRelevantId: async () => Promise.reject(new Error('500')) });
    expect((await checkRelevantId(failing.deps, 'u', request)).failureReason).toBe(
      'Error loading RelevantID call service',
    );
  });

  it('001 §8 a failed store does not stop the flow', async () => {
    const t = testClient({ storeRelevantId: { status: 500, body: { detail: 'down' } } });
    const deps = {
      client: t.client,
      settings,
      loadScript: async () => undefined,
      scope: { registryRelevantId: async () => 1, registryCsoForm: vi.fn() },
    };
    await expect(afterQuestionnaireSubmit(deps, ctx)).resolves.toMatchObject({ isResponseAvailable: true });
  });
});

describe('CSO form and skipping (001 §4, §7)', () => {
  it('001 §4 after a questionnaire: the CSO form first, then Relevant ID', async () => {
    const order: string[] = [];
    const scope = {
      registryCsoForm: vi.fn(() => void order.push('cso')),
      registryRelevantId: vi.fn(async () => order.push('rid')),
    };
    const { deps, loadScript } = setup(scope);
    await afterQuestionnaireSubmit(deps, ctx);
    expect(order).toEqual(['cso', 'rid']);
    expect(loadScript.mock.calls.map(([url]) => url)).toEqual([
      settings.csoFormScriptUrl,
      settings.relevantIdScriptUrl,
    ]);
    expect(scope.registryCsoForm).toHaveBeenCalledWith(request);
  });

  it('001 §4 not eligible in a core study: the CSO form opens, then a 3-second wait', async () => {
    const scope = { registryCsoForm: vi.fn() };
    const { deps, wait } = setup(scope);
    await afterNotEligibleScreening(deps, ctx);
    expect(scope.registryCsoForm).toHaveBeenCalledWith(request);
    expect(wait).toHaveBeenCalledWith(3000);
  });

  it('001 §7 unset script addresses skip the step: nothing loads, nothing is stored', async () => {
    const { deps, api, loadScript, wait } = setup({});
    const unset = { ...deps, settings: {} };
    expect(await afterQuestionnaireSubmit(unset, ctx)).toBeNull();
    await afterNotEligibleScreening(unset, ctx);
    expect(loadScript).not.toHaveBeenCalled();
    expect(wait).not.toHaveBeenCalled();
    expect(api.called('storeRelevantId')).toHaveLength(0);
  });

  it.each([
    ['another study type', { ...ctx, studyType: 'sub_study' as const }],
    ['no survey partner client id', { ...ctx, clientId: undefined }],
  ])('001 §4 skipped for %s', async (_n, other) => {
    const { deps, loadScript } = setup({ registryRelevantId: vi.fn(), registryCsoForm: vi.fn() });
    expect(await afterQuestionnaireSubmit(deps, other)).toBeNull();
    await afterNotEligibleScreening(deps, other);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('001 §4 a CSO script that fails to load only logs: no wait, the flow goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, wait } = setup(
      {},
      vi.fn(async () => Promise.reject(new Error('404'))),
    );
    await afterNotEligibleScreening(deps, ctx);
    expect(wait).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
