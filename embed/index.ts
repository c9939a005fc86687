// The embed bundle: one ES module that defines the registry's custom elements. Each element mounts
// one screen (not the whole route table), so the bundle carries only what its gadgets need.
import { RegistryFaqElement } from './faq-element';
import { RegistryGlucoseLinkElement } from './glucose-link-element';
import { defineElement } from './registry-element';

defineElement('registry-faq', RegistryFaqElement);
defineElement('registry-glucose-link', RegistryGlucoseLinkElement);

export { RegistryFaqElement, RegistryGlucoseLinkElement };
