/* global axe -- axe-core, put in the page before these helpers (e2e-engines/page.ts) */
// Runs inside the page under test, in every engine: finds elements the way a screen reader sees them
// (role and accessible name, computed by axe-core's own tree, shadow roots included), focuses them,
// reads what has focus, and keeps the files the page hands to a download link. The journeys talk to
// the page only through these functions, so the WebKit and Firefox drivers need nothing but
// "evaluate", "press a key" and "type".
(() => {
  if (window.__engines) return;

  const normal = (text) =>
    String(text ?? '')
      .replace(/\s+/g, ' ')
      .trim();

  /** A name matches a string (case-insensitive part, or whole when exact) or `{ re, flags }`. */
  function nameMatches(actual, name, exact) {
    if (name === undefined) return true;
    if (typeof name === 'object') return new RegExp(name.re, name.flags ?? '').test(actual);
    return exact ? actual === normal(name) : actual.toLowerCase().includes(normal(name).toLowerCase());
  }

  function withTree(run) {
    try {
      axe.teardown();
    } catch {
      // Not set up: nothing to tear down.
    }
    const root = axe.setup(document);
    try {
      return run(root);
    } finally {
      axe.teardown();
    }
  }

  function shown(vNode) {
    const el = vNode.actualNode;
    return el.getClientRects().length > 0 && axe.commons.dom.isVisibleToScreenReaders(vNode);
  }

  /** The matches of `spec` ({ role, name, exact, level, css, within, nth }) in `scope` (a virtual node). */
  function matches(scope, spec) {
    const base = spec.within ? matches(scope, spec.within)[spec.within.nth ?? 0] : scope;
    if (!base) return [];
    return axe.utils.querySelectorAll(base, spec.css ?? '*').filter((vNode) => {
      if (vNode.actualNode.nodeType !== 1 || !shown(vNode)) return false;
      if (spec.role && axe.commons.aria.getRole(vNode) !== spec.role) return false;
      if (spec.level && vNode.actualNode.getAttribute('aria-level') !== String(spec.level)) {
        if (vNode.actualNode.localName !== `h${spec.level}`) return false;
      }
      if (spec.name === undefined) return true;
      return nameMatches(normal(axe.commons.text.accessibleTextVirtual(vNode)), spec.name, spec.exact);
    });
  }

  const find = (spec) => withTree((root) => matches(root, spec).map((v) => v.actualNode));

  function first(spec) {
    const el = find(spec)[spec.nth ?? 0];
    if (!el) throw new Error(`not on the page: ${JSON.stringify(spec)}`);
    return el;
  }

  /** The focused element, inside shadow roots too. */
  function active() {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el;
  }

  function describe(el) {
    if (!el || el === document.body) return null;
    return withTree(() => {
      const vNode = axe.utils.getNodeFromTree(el);
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const rootNode = el.getRootNode();
      return {
        tag: el.localName,
        role: vNode ? axe.commons.aria.getRole(vNode) : null,
        name: vNode ? normal(axe.commons.text.accessibleTextVirtual(vNode)) : '',
        description: normal(ids.map((id) => rootNode.getElementById?.(id)?.textContent ?? '').join(' ')),
        outline: getComputedStyle(el).outlineStyle,
        inDialog: !!el.closest('[role="dialog"], dialog'),
      };
    });
  }

  const files = [];

  window.__engines = {
    count: (spec) => find(spec).length,
    focus(spec) {
      const el = first(spec);
      el.focus();
      return active() === el;
    },
    isFocused: (spec) => find(spec).includes(active()),
    active: () => describe(active()),
    read(spec) {
      const el = first(spec);
      return {
        value: 'value' in el ? el.value : null,
        checked: el.checked ?? el.getAttribute('aria-checked') === 'true',
        text: normal(el.textContent),
        invalid: el.getAttribute('aria-invalid'),
        selected: el.localName === 'select' ? normal(el.selectedOptions[0]?.textContent) : null,
      };
    },
    texts: (css) =>
      withTree((root) => axe.utils.querySelectorAll(root, css).map((v) => normal(v.actualNode.textContent))),
    /**
     * Keeps what the page saves through a temporary `<a download>` (the app's Download buttons)
     * instead of letting the engine open its save dialog, which a driven browser cannot answer.
     */
    keepDownloads() {
      if (URL.createObjectURL.keeping) return;
      const blobs = new Map();
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob) => {
        const url = create(blob);
        blobs.set(url, blob);
        return url;
      };
      URL.createObjectURL.keeping = true;
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function keep() {
        if (this.download && blobs.has(this.href)) files.push({ name: this.download, blob: blobs.get(this.href) });
        else click.call(this);
      };
    },
    async downloads() {
      return Promise.all(
        files.map(async ({ name, blob }) => ({
          name,
          size: blob.size,
          head: new TextDecoder().decode((await blob.slice(0, 5).arrayBuffer()) ?? new ArrayBuffer(0)),
        })),
      );
    },
    async axe(include, tags) {
      const { violations } = await axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    /** What the page's CSP refused since the listener was added. */
    watchCsp() {
      window.__enginesCsp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__enginesCsp.push(`${e.violatedDirective}: ${e.blockedURI}`),
      );
    },
    cspRefusals: () => window.__enginesCsp ?? [],
  };
})();
