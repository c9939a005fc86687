// The embed bundle: one ES module that defines the registry's custom elements. Each element mounts
// its own screens (not the whole app); the survey gadget's screens load as chunks beside this file
// when a <registry-survey> first renders.
import { RegistryFaqElement } from './faq-element';
import { RegistryGlucoseLinkElement } from './glucose-link-element';
import { defineElement } from './registry-element';
import { RegistrySurveyElement } from './survey-element';
import { startFrameBridge } from './frame-bridge';

// On a gadget's page to frame, the events and the height go to the parent (before any is dispatched).
startFrameBridge();

defineElement('registry-faq', RegistryFaqElement);
defineElement('registry-glucose-link', RegistryGlucoseLinkElement);
defineElement('registry-survey', RegistrySurveyElement);

export { RegistryFaqElement, RegistryGlucoseLinkElement, RegistrySurveyElement };
