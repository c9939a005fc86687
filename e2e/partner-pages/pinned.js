// Adds the gadgets' script at a pinned version with its SRI hash, as a partner's page writes it:
// <script type="module" src="<registry>/embed/v<version>/registry-embed.js" integrity="…" crossorigin>.
const fragment = new URLSearchParams(location.hash.slice(1));
const registry = new URL(document.querySelector('registry-faq').getAttribute('api-base')).origin;
const script = document.createElement('script');
script.type = 'module';
script.src = `${registry}/embed/v${fragment.get('version')}/registry-embed.js`;
script.integrity = fragment.get('sri');
script.crossOrigin = 'anonymous';
document.body.append(script);
