import { describe, expect, it } from 'vitest';
import { clearDrafts, draftsKey } from './drafts';

/** A Storage over a Map, as the tab's session storage behaves. */
function storage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

describe('drafts', () => {
  it('keys name the participant and what the drafts are of', () => {
    expect(draftsKey(7, 'survey.5')).toBe('registry.drafts.7.survey.5');
    expect(draftsKey(8, 'survey.5')).not.toBe(draftsKey(7, 'survey.5'));
  });

  it('sign-out clears every participant’s drafts and nothing else of the tab', () => {
    const s = storage({
      [draftsKey(7, 'survey.5')]: '[]',
      [draftsKey(8, 'survey.9')]: '[]',
      'registry.token': 'kept by the session store',
      'host.page.cart': 'the host page’s own',
    });
    clearDrafts(s);
    expect(s.keys()).toEqual(['registry.token', 'host.page.cart']);
  });
});
