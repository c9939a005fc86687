import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSite } from '../shared/site/site-context';
import { createMemoryStorage } from '../shared/session/key-value-storage';
import { RegistryProvider } from './provider';

function Contact() {
  const site = useSite();
  return <p>{`${site.registryName} · ${site.contact.email}`}</p>;
}

describe('RegistryProvider site settings', () => {
  it('gives the public pages the configured registry name and contact, over the example defaults', () => {
    render(
      <RegistryProvider
        storage={createMemoryStorage()}
        site={{ registryName: 'Partner T1D Registry', contact: { email: 'help@partner.example' } }}
      >
        <Contact />
      </RegistryProvider>,
    );
    expect(screen.getByText('Partner T1D Registry · help@partner.example')).toBeInTheDocument();
  });
});
