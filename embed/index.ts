// The embed bundle: one ES module that defines the registry's custom elements. Each element mounts
// one screen (not the whole route table), so the bundle carries only what its gadgets need.
import { RegistryFaqElement } from './faq-element';
import { defineElement } from './registry-element';

defineElement('registry-faq', RegistryFaqElement);

export { RegistryFaqElement };
