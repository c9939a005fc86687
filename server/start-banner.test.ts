import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './modules/accounts/demo-accounts';
import { startBanner } from './start-banner';

describe('startBanner', () => {
  it('says where the site is, the demo accounts, the development features and how to turn them off', () => {
    const lines = startBanner({ url: 'http://localhost:8080', demo: DEMO_ACCOUNTS, devOutbox: true, devOidc: true });
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('http://localhost:8080');
    expect(lines[1]).toContain('adult@demo.example.org / Demo-Adult-1');
    expect(lines[2]).toMatch(/^Development feature ON.*\/api\/dev\/outbox/);
    expect(lines[3]).toMatch(/^Development feature ON.*\/oidc/);
    expect(lines[4]).toContain('REGISTRY_DEV_OUTBOX=0 REGISTRY_DEV_OIDC=0');
  });

  it('names the glucose-device vendor the test provider plays when it is on', () => {
    const lines = startBanner({ url: 'http://x', demo: [], devOutbox: false, devOidc: true, devGlucoseVendor: true });
    expect(lines[1]).toMatch(/\/oidc.*glucose-device vendor \(REGISTRY_DEV_GLUCOSE_VENDOR=1\)/);
    expect(startBanner({ url: 'http://x', demo: [], devOutbox: false, devOidc: true })[1]).not.toContain('glucose');
  });

  it('is one line when nothing is seeded and no development feature is on', () => {
    expect(startBanner({ url: 'http://x', demo: [], devOutbox: false, devOidc: false })).toHaveLength(1);
  });
});
