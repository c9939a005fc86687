// Not part of the app's pages: type-checked only, to prove the embed's typings a host relies on
// (JSX attributes of the tags, the tag map, typed event details). The JSX typings come apart from
// the elements' DOM typings, which a page without React uses alone (scripts/check-consumer.mjs).
import type { RegistryEventDetails } from '@t1d-registry/participant-app/embed';
import '@t1d-registry/participant-app/embed/jsx';

export function GadgetInReact() {
  return <registry-faq api-base="/api" environment="prod" heading="Questions" heading-level="3" session="shared" />;
}

export function listen(element: HTMLElementTagNameMap['registry-faq']): RegistryEventDetails['registry-ready'] | null {
  let ready: RegistryEventDetails['registry-ready'] | null = null;
  element.addEventListener('registry-analytics', (event) => {
    if (event.detail.name === 'page_view') console.info(event.detail.path.length);
  });
  element.addEventListener('registry-ready', (event) => {
    ready = event.detail;
  });
  return ready;
}
