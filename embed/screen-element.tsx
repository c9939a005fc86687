import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RegistryApp } from '../src/app/registry-app';
import { RegistryElement } from './registry-element';

/**
 * `<registry-screen path="/faq">`: any registry screen inside a partner page. Routing stays in memory,
 * so the gadget never changes the host page's URL.
 */
export class RegistryScreenElement extends RegistryElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'path'];
  }

  private location = memoryLocation({ path: '/' });

  override attributeChangedCallback(name?: string) {
    if (name === 'path') this.location = memoryLocation({ path: this.getAttribute('path') ?? '/' });
    super.attributeChangedCallback();
  }

  override connectedCallback() {
    this.location = memoryLocation({ path: this.getAttribute('path') ?? '/' });
    super.connectedCallback();
  }

  protected renderScreen() {
    return (
      <Router hook={this.location.hook}>
        <RegistryApp />
      </Router>
    );
  }
}
