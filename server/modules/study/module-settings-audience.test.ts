import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { CORE, join, startStudyApp, yearsAgo } from '../../testing/study-test-kit';

// The module settings call answers the texts that speak to the participant (spec 001 §2 Dialogs:
// 'Before you start' and 'Success!' have adult, parental and child texts): a parent never reads
// "answer these questions on your own behalf" before questions about their child.

let t: TestApp;
beforeAll(async () => {
  t = await startStudyApp();
});
afterAll(() => t.close());

async function textsFor(extra: Record<string, unknown>) {
  const p = await join(t.app, extra);
  const res = await p.call('GET', `/api/v2/ui-module-settings?study_id=${CORE}`);
  expect(res.statusCode).toBe(200);
  const settings = res.json();
  const one = (procedure: string, stage: string) => {
    const found = settings[procedure].filter((s: { stage: string }) => s.stage === stage);
    expect(found).toHaveLength(1);
    return found[0].content.body_text as string;
  };
  return { beforeYouStart: one('questionnaire', 'before_procedure'), success: one('screening', 'conclusion') };
}

describe('the core study speaks to adults, parents and parents of teens', () => {
  it('an adult answers on their own behalf', async () => {
    const texts = await textsFor({});
    expect(texts.beforeYouStart).toContain('on your own behalf');
    expect(texts.success).toContain('You are eligible');
  });

  it('a parent of a child aged 10 answers for the child (parental)', async () => {
    const texts = await textsFor({
      profile_type: 'child',
      birthday: yearsAgo(10),
      child_first_name: 'Casey',
      child_last_name: 'Kidd',
    });
    expect(texts.beforeYouStart).not.toContain('on your own behalf');
    expect(texts.beforeYouStart).toContain('for your child, a minor aged 0-17');
    expect(texts.success).toContain('Your child is eligible');
    expect(texts.success).not.toContain('assent');
  });

  it('a parent of a teen aged 15 (child): the parent signs, then the teen assents', async () => {
    const texts = await textsFor({
      profile_type: 'child',
      birthday: yearsAgo(15),
      child_first_name: 'Taylor',
      child_last_name: 'Kidd',
    });
    expect(texts.beforeYouStart).toContain('for your child, a minor aged 0-17');
    expect(texts.beforeYouStart).toContain('together with your child');
    expect(texts.success).toContain('Your child is eligible');
    expect(texts.success).toContain('assent');
  });
});
