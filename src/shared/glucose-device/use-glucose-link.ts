import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../api/api-context';
import type { GlucoseLinkStatus } from '@contract';
import { useSession } from '../session/session-context';
import { useSettings } from '../settings/settings-context';
import { getGlucoseDeviceLink } from './api/get-glucose-device-link';
import { unlinkGlucoseDevice } from './api/unlink-glucose-device';

export type GlucoseLinkState =
  | { kind: 'off' }
  | { kind: 'loading' }
  /** The status could not be read: the card still offers to connect (the server refuses a second link). */
  | { kind: 'unknown' }
  | { kind: 'ready'; status: GlucoseLinkStatus };

/**
 * The signed-in participant's glucose-device link, for the connect card: `off` unless the
 * `glucoseDevice.enabled` setting is on (DECISIONS §5). Shared because the dashboard and the
 * profile both show the card and a feature never imports another. `always` reads it whatever the
 * setting says: `<registry-glucose-link>` is on a page only to link, and takes no server settings.
 */
export function useGlucoseLink({ always = false }: { always?: boolean } = {}) {
  useSignals();
  const client = useApiClient();
  const setting = useSettings().glucoseDevice?.enabled === true;
  const enabled = always || setting;
  const participantId = useSession().userId.value;
  const [state, setState] = useState<GlucoseLinkState>(enabled ? { kind: 'loading' } : { kind: 'off' });

  useEffect(() => {
    if (!enabled || participantId === null) return setState({ kind: 'off' });
    let live = true;
    setState({ kind: 'loading' });
    getGlucoseDeviceLink(client, participantId).then(
      (status) => live && setState({ kind: 'ready', status }),
      () => live && setState({ kind: 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [client, enabled, participantId]);

  /** Disconnects; throws when the server did not (the caller shows the failure). */
  const unlink = useCallback(async () => {
    if (participantId === null) return;
    const status = await unlinkGlucoseDevice(client, participantId);
    setState({ kind: 'ready', status });
  }, [client, participantId]);

  return { state, unlink };
}
