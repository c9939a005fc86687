import { lazy, Suspense } from 'react';
import { RegistryElement } from './registry-element';
import { GadgetLoading } from './gadget-loading';
import { SURVEY_GADGET_TEXT as T } from './survey-gadget-texts';

// The questions and answers load when a <registry-faq> renders: the other gadgets (a survey opened
// by a partner's token above all) do not carry the FAQ's texts in the shared entry.
const FaqList = lazy(() => import('@/features/public/components/faq-list').then((m) => ({ default: m.FaqList })));

/** The title: the page's `heading`, else ours, read when it renders (so it follows a language switch). */
function FaqTitle({ level, heading }: { level: 2 | 3 | 4; heading: string | null }) {
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
  return <Heading id="registry-faq-title">{heading ?? T.faqTitle}</Heading>;
}

/**
 * `<registry-faq>`: the registry's questions and answers inside a partner page, one answer open
 * at a time. `heading` overrides the visible title; `heading-level` fits it into the host's outline.
 */
export class RegistryFaqElement extends RegistryElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'heading', 'heading-level'];
  }

  protected renderScreen() {
    const level = Number(this.attribute('heading-level') ?? 2);
    const headingLevel = level === 3 || level === 4 ? level : 2;
    const itemLevel = Math.min(headingLevel + 1, 4) as 3 | 4;
    return (
      <section className="registry-gadget__section" aria-labelledby="registry-faq-title">
        <FaqTitle level={headingLevel} heading={this.getAttribute('heading')} />
        <Suspense fallback={<GadgetLoading />}>
          <FaqList headingLevel={itemLevel} />
        </Suspense>
      </section>
    );
  }
}
