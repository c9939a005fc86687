import type { Plugin } from 'vite';

export const CSS_PLACEHOLDER = '__REGISTRY_EMBED_CSS__';

/** Rules that would style the host page if the CSS ever escaped the shadow root (STYLE.md §10). */
const LEAKING = [/(^|[\s,}]):root\b/, /(^|[\s,}])html\b/, /(^|[\s,}])body\b/, /@property\b/];

/**
 * `rem` follows the HOST page's root font size, which a partner page may set to anything, so in the
 * embed every rem outside a media query becomes a multiple of --registry-rem (16px, set on the
 * mount point). Media queries keep rem: custom properties are not allowed there.
 */
export function remToShadowUnits(css: string): string {
  return css
    .split(/(@media[^{]*\{)/)
    .map((part) =>
      part.startsWith('@media') ? part : part.replace(/(-?\d*\.?\d+)rem\b/g, 'calc($1 * var(--registry-rem))'),
    )
    .join('');
}

export function findLeaks(css: string): string[] {
  return LEAKING.filter((re) => re.test(css)).map((re) => re.source);
}

/**
 * Moves the bundle's CSS into the JS as a string that the custom element puts into its shadow root,
 * so the embed is one ES module and its styles never reach the host document. Fails the build when
 * the CSS holds a rule that targets the document.
 */
export function inlineCssIntoShadowRoot(): Plugin {
  return {
    name: 'registry-inline-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      let css = '';
      for (const [name, asset] of Object.entries(bundle)) {
        if (asset.type === 'asset' && name.endsWith('.css')) {
          css += String(asset.source);
          delete bundle[name];
        }
      }
      css = remToShadowUnits(css);
      const leaks = findLeaks(css);
      if (leaks.length) this.error(`embed CSS targets the host document (${leaks.join(', ')})`);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes(CSS_PLACEHOLDER)) {
          chunk.code = chunk.code.replaceAll(CSS_PLACEHOLDER, JSON.stringify(css));
        }
      }
    },
  };
}
