import { paths } from '@/config/paths';
import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { currentUser as me } from '../accounts/service';
import * as devices from './service';

const RETURN_PATHS = { returnPath: paths.glucoseDeviceLink.path, popupPath: paths.glucoseDeviceReturn.path };

/** The participant's own glucose-device link: start, complete, status, unlink; the popup's return. */
export function devicesRoutes(ctx: ServerContext, serve: Serve) {
  serve('startGlucoseDeviceLink', async (request) =>
    devices.startLink(ctx, me(request).id, request.body, ctx.publicUrl, RETURN_PATHS),
  );
  serve('completeGlucoseDeviceLink', async (request) => devices.completeLink(ctx, me(request).id, request.body));
  serve('getGlucoseDeviceLink', async (request) => devices.linkStatus(ctx.db, me(request).id));
  serve('unlinkGlucoseDevice', async (request) => devices.unlink(ctx.db, me(request).id));
  serve('getGlucoseReturnOrigin', async (request) => devices.returnOrigin(ctx.db, request.query.state));
}
