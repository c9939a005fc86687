// JSX typings of the embed's elements for React hosts (`@t1d-registry/participant-app/embed/jsx`):
// `import '@t1d-registry/participant-app/embed/jsx';` once in the host's code lets it write
// <registry-faq … /> with checked attributes. Published as lib/embed/registry-embed-jsx.d.ts, beside
// registry-embed.d.ts (src/app/embed-elements.d.ts here), which needs nothing from React.
import type {
  RegistryFaqAttributes,
  RegistryGlucoseLinkAttributes,
  RegistrySurveyAttributes,
} from './embed-elements.js';

/** What a React host may write on the tag: the attributes above plus the usual ones (id, class, style, ref…). */
type CustomElementProps<A> = A &
  Omit<import('react').HTMLAttributes<HTMLElement>, keyof A> & {
    ref?: import('react').Ref<HTMLElement>;
    class?: string;
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'registry-faq': CustomElementProps<RegistryFaqAttributes>;
      'registry-glucose-link': CustomElementProps<RegistryGlucoseLinkAttributes>;
      'registry-survey': CustomElementProps<RegistrySurveyAttributes>;
    }
  }
}
