import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GlucoseDeviceLinkScreen } from '@/features/glucose-device/screens/glucose-device-link-screen';
import { GlucoseDeviceScreen } from '@/features/glucose-device/screens/glucose-device-screen';
import { activeLocale } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { announced } from '@/testing/announced';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';

const ON = { glucoseDevice: { enabled: true, authorizeUrl: '/oidc/auth', clientId: 'glucose-vendor' } };

describe('the glucose-device screens in Spanish', () => {
  beforeAll(() => loadAllTranslations('es'));
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it('explains the connection in Spanish', async () => {
    activeLocale.value = 'es';
    renderWithRegistry(<GlucoseDeviceScreen goToVendor={() => undefined} />, {
      path: '/glucose-device',
      settings: ON,
      profile: participant(),
      storage: { [SESSION_KEYS.token]: userToken() },
      api: { getGlucoseDeviceLink: { body: { linked: false, vendor: null, mode: null, linked_at: null } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Conecte su monitor de glucosa' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué pasa después' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Conecte su monitor de glucosa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a su panel' })).toBeTruthy();
  });

  it('a refusal at the vendor reads in the language shown, also after a switch', async () => {
    activeLocale.value = 'es';
    renderWithRegistry(<GlucoseDeviceLinkScreen />, {
      path: '/glucose-device/link?error=access_denied&state=s1',
      profile: participant(),
      storage: { [SESSION_KEYS.token]: userToken(), [SESSION_KEYS.glucoseDeviceMode]: 'new' },
    });
    expect(await announced('alert')).toHaveTextContent('Usted no permitió la conexión');
    expect(screen.getByRole('heading', { name: 'No pudimos conectar su monitor de glucosa' })).toBeTruthy();
    act(() => {
      activeLocale.value = 'en';
    });
    expect(await announced('alert')).toHaveTextContent("You did not allow the connection on the CGM maker's");
  });
});
