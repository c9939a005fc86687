import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRegistryEvent } from './events';
import { parentOrigin, startFrameBridge } from './frame-bridge';

const PARTNER = 'https://partner.example.com';

/** A framed window: the page's document, a parent that records what it is sent, the framing origin. */
function framedWindow({ ancestor, referrer = '' }: { ancestor?: string; referrer?: string }) {
  const posted: Array<[unknown, string]> = [];
  const parent = { postMessage: (message: unknown, target: string) => posted.push([message, target]) };
  const location = { ancestorOrigins: ancestor ? Object.assign([ancestor], { item: () => ancestor }) : undefined };
  const doc = {
    documentElement: document.documentElement,
    referrer,
    addEventListener: document.addEventListener.bind(document),
  };
  return { win: { parent, location, document: doc } as unknown as Window, posted };
}

afterEach(() => {
  delete document.documentElement.dataset.registryFrame;
  vi.unstubAllGlobals();
});

describe('parentOrigin', () => {
  it('is the framing page’s origin, from the browser’s record, when it is allow-listed', () => {
    expect(parentOrigin(framedWindow({ ancestor: PARTNER }).win, [PARTNER])).toBe(PARTNER);
    expect(parentOrigin(framedWindow({ referrer: `${PARTNER}/cms/page?x=1` }).win, [PARTNER])).toBe(PARTNER);
  });

  it('is null for another origin, an unknown one, or a page that is not framed', () => {
    expect(parentOrigin(framedWindow({ ancestor: 'https://elsewhere.example.net' }).win, [PARTNER])).toBeNull();
    expect(parentOrigin(framedWindow({}).win, [PARTNER])).toBeNull();
    expect(parentOrigin(window, [PARTNER])).toBeNull();
  });
});

describe('startFrameBridge', () => {
  it('posts the gadget’s events and its height to the allow-listed parent, with its origin as the target', () => {
    class Observer {
      observe() {}
    }
    vi.stubGlobal('ResizeObserver', Observer);
    document.documentElement.dataset.registryFrame = `${PARTNER} https://cms.example.org`;
    const { win, posted } = framedWindow({ ancestor: PARTNER });
    startFrameBridge(win);
    const gadget = document.createElement('registry-faq');
    document.body.append(gadget);
    dispatchRegistryEvent(gadget, 'registry-ready', { tag: 'registry-faq' });
    gadget.remove();
    expect(posted).toEqual([
      [{ type: 'registry-height', height: expect.any(Number) }, PARTNER],
      [{ type: 'registry-event', name: 'registry-ready', detail: { tag: 'registry-faq' } }, PARTNER],
    ]);
  });

  it('does nothing on a page that is not a page to frame, or framed by an origin not allowed', () => {
    const outside = framedWindow({ ancestor: PARTNER });
    startFrameBridge(outside.win);
    document.documentElement.dataset.registryFrame = PARTNER;
    const stranger = framedWindow({ ancestor: 'https://elsewhere.example.net' });
    startFrameBridge(stranger.win);
    document.dispatchEvent(new CustomEvent('registry-ready', { detail: { tag: 'registry-faq' } }));
    expect([...outside.posted, ...stranger.posted]).toEqual([]);
  });
});
