import { useEffect, useRef } from 'react';
import {
  BeHeardBanner,
  ContactSection,
  HowItWorksSection,
  LandingBanner,
  OutcomesSection,
  QuestionnaireSection,
  SecuritySection,
  scrollToContactFromHash,
} from '../components/landing-sections';
import { PublicLayout } from '../components/public-layout';
import { onLibraryRouter } from '@/shared/routing/library-router';
import './landing-screen.css';

/**
 * `/landing`: what a visitor sees before joining (spec 000 §2, Landing page). It is the first load
 * of the site, so it uses only the button, the layout and small fingerprinted SVGs.
 */
function LandingScreenContent() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => scrollToContactFromHash(ref.current), []);
  return (
    <PublicLayout mainClassName="registry-landing">
      <div ref={ref}>
        <LandingBanner />
        <QuestionnaireSection />
        <HowItWorksSection />
        <OutcomesSection />
        <BeHeardBanner />
        <SecuritySection />
        <ContactSection />
      </div>
    </PublicLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const LandingScreen = onLibraryRouter(LandingScreenContent, 'LandingScreen');
