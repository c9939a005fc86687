import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { ButtonLink } from '@/shared/ui/button';
import heroIllustration from '../assets/hero-illustration.svg';
import outcomeCgm from '../assets/outcome-cgm.svg';
import outcomeCoverage from '../assets/outcome-coverage.svg';
import outcomeGuidelines from '../assets/outcome-guidelines.svg';
import outcomeStrips from '../assets/outcome-strips.svg';
import securityLock from '../assets/security-lock.svg';
import stepAccount from '../assets/step-account.svg';
import stepConsent from '../assets/step-consent.svg';
import stepQuestionnaire from '../assets/step-questionnaire.svg';
import { LANDING } from '../content/landing';
import { supportHours } from '../content/support-hours';
import { useSite } from '@/shared/site/site-context';
import { CONTACT_SECTION_ID, findInSameRoot, scrollToSection } from './scroll-to-section';

export const QUESTIONNAIRE_SECTION_ID = 'registry-questionnaire';

const STEP_ICONS: Record<string, string> = {
  account: stepAccount,
  consent: stepConsent,
  questionnaire: stepQuestionnaire,
};
const OUTCOME_ICONS: Record<string, string> = {
  strips: outcomeStrips,
  guidelines: outcomeGuidelines,
  cgm: outcomeCgm,
  coverage: outcomeCoverage,
};

/** Decorative picture below the fold: fixed size (no layout shift), fetched only when near the viewport. */
function LazyIcon({ src, size }: { src: string; size: number }) {
  return <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}

export function LandingBanner() {
  // Pre-rendered: until the page's script runs a press would be lost, so the button waits disabled.
  const hydrated = useHydrated();
  const scrollDown = (event: { currentTarget: HTMLElement }) => {
    const next = findInSameRoot(event.currentTarget, QUESTIONNAIRE_SECTION_ID);
    if (next) scrollToSection(next);
  };
  return (
    <section className="registry-banner" aria-labelledby="registry-banner-title">
      <div className="registry-banner__inner">
        <div className="registry-banner__text">
          <h1 id="registry-banner-title">{LANDING.bannerTitle}</h1>
          <p>{LANDING.bannerText}</p>
          <ButtonLink href={paths.register.href()} className="registry-banner__cta">
            {LANDING.joinNow}
          </ButtonLink>
        </div>
        <img className="registry-banner__art" src={heroIllustration} alt="" width={360} height={280} decoding="async" />
      </div>
      <button type="button" className="registry-banner__down" onClick={scrollDown} disabled={!hydrated}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="registry-visually-hidden">{LANDING.scrollDown}</span>
      </button>
    </section>
  );
}

export function QuestionnaireSection() {
  return (
    <section id={QUESTIONNAIRE_SECTION_ID} className="registry-section" aria-labelledby="registry-questionnaire-title">
      <div className="registry-section__inner registry-section__inner--narrow">
        <h2 id="registry-questionnaire-title">{LANDING.questionnaire.title}</h2>
        {LANDING.questionnaire.text.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </section>
  );
}

export function HowItWorksSection() {
  return (
    <section className="registry-section registry-section--tinted" aria-labelledby="registry-steps-title">
      <div className="registry-section__inner">
        <h2 id="registry-steps-title">{LANDING.steps.title}</h2>
        <ol className="registry-steps">
          {LANDING.steps.items.map((step, i) => (
            <li key={step.id} className="registry-step">
              <LazyIcon src={STEP_ICONS[step.id]} size={64} />
              <p className="registry-step__number">{LANDING.steps.number(i + 1)}</p>
              <h3 className="registry-step__title">
                {/* The whole card is clickable through this link (stretched), so it reads once. */}
                <Link href={paths.register.href()} className="registry-step__link">
                  {step.title}
                </Link>
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="registry-section__actions">
          <ButtonLink href={paths.register.href()}>{LANDING.steps.getStarted}</ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function OutcomesSection() {
  return (
    <section className="registry-section" aria-labelledby="registry-outcomes-title">
      <div className="registry-section__inner">
        <h2 id="registry-outcomes-title">{LANDING.outcomes.title}</h2>
        <p>{LANDING.outcomes.intro}</p>
        <ul className="registry-outcomes">
          {LANDING.outcomes.items.map((item) => (
            <li key={item.id} className="registry-outcome">
              <LazyIcon src={OUTCOME_ICONS[item.id]} size={48} />
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function BeHeardBanner() {
  return (
    <section className="registry-be-heard" aria-labelledby="registry-be-heard-title">
      <div className="registry-section__inner registry-be-heard__inner">
        <div>
          <h2 id="registry-be-heard-title">{LANDING.beHeard.title}</h2>
          <p>{LANDING.beHeard.text}</p>
        </div>
        <ButtonLink href={paths.register.href()} variant="secondary" className="registry-be-heard__cta">
          {LANDING.joinNow}
        </ButtonLink>
      </div>
    </section>
  );
}

export function SecuritySection() {
  const site = useSite();
  return (
    <section className="registry-section" aria-labelledby="registry-security-title">
      <div className="registry-section__inner registry-security">
        <LazyIcon src={securityLock} size={96} />
        <div>
          <h2 id="registry-security-title">{LANDING.security.title}</h2>
          <p>{LANDING.security.text}</p>
          <p>
            {LANDING.security.contactPrefix}
            <a href={`mailto:${site.contact.privacyEmail}`}>{LANDING.security.contactLink}</a>
            {LANDING.security.policyPrefix}
            <Link href={paths.privacyPolicy.href()}>{LANDING.security.policyLink}</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}

export function ContactSection() {
  const site = useSite();
  const { contact } = site;
  return (
    <section
      id={CONTACT_SECTION_ID}
      className="registry-section registry-section--tinted registry-contact"
      aria-labelledby="registry-contact-title"
    >
      <div className="registry-section__inner registry-section__inner--narrow">
        <h2 id="registry-contact-title">{LANDING.contact.title}</h2>
        <p>{LANDING.contact.text}</p>
        <p className="registry-contact__hours">{supportHours(contact.hours)}</p>
        <ul className="registry-contact__list">
          <li>
            <span className="registry-contact__label">{LANDING.contact.email}</span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          <li>
            <span className="registry-contact__label">{LANDING.contact.phone}</span>
            <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
          </li>
        </ul>
      </div>
    </section>
  );
}

/**
 * A link to /landing#contact (typed, shared, or Contact Us clicked before the page's script ran)
 * lands on the contact block once the page has rendered, and the address then reads /landing, as it
 * does after Contact Us clicked on a running page: one outcome whichever way the visitor came.
 */
export function scrollToContactFromHash(anchor: Node | null): void {
  if (typeof window === 'undefined' || window.location.hash !== '#contact' || !anchor) return;
  const target = findInSameRoot(anchor, CONTACT_SECTION_ID);
  if (!target) return;
  scrollToSection(target);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}
