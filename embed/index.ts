// The embed bundle: one ES module that defines the registry's custom elements.
import { defineElement } from './registry-element';
import { RegistryScreenElement } from './screen-element';

defineElement('registry-screen', RegistryScreenElement);

export { RegistryScreenElement };
