import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { addonGate } from '../../site';
import { contentChanged } from '../../../lib/content-changed';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import * as review from './live-review.service';
import * as live from './live.service';

/** The shop console's and the platform's live calls (the storefront's are under `/live/api/`). */
const CONSOLE_LIVE = ['/seller/api/live/', '/platform/api/live/'];

/**
 * The live addon's calls (API-SHAPES-MORE §6, ADR 068/069). Without `live` installed (ADR 091) every call
 * under `/live/api/` and the consoles' live calls answer LIVE_PLUGIN_NOT_INSTALLED, before any
 * sign-in check, and addon/addonisexit reports 0.
 */
export function liveRoutes(app: FastifyInstance) {
  addonGate(app, 'live', ['/live/api/', ...CONSOLE_LIVE], 'LIVE_PLUGIN_NOT_INSTALLED');
  registerEndpoint(app, c.livePageEndpoint, (ctx, body) => live.roomPage(ctx, body));
  registerEndpoint(app, c.liveInfoEndpoint, (ctx, body) => live.currentRoom(ctx, body.site_id));
  registerEndpoint(app, c.liveDetailEndpoint, (ctx, body) => live.roomDetail(ctx, body.id));
  // Going live or ending is the shop's order desk work: its writers may, its readers may not.
  registerEndpoint(app, c.liveStatusEndpoint, (ctx, body, req) =>
    live.setRoomStatus(ctx, requireStaff(req, 'orders.write'), body.room_id, body.status),
  );
  registerEndpoint(app, c.sellerLivePageEndpoint, (ctx, body, req) =>
    live.shopRooms(ctx, requireStaff(req, 'orders.read'), body),
  );
  registerEndpoint(app, c.sellerLiveSaveEndpoint, (ctx, body, req) =>
    live.saveRoom(ctx, requireStaff(req, 'orders.write'), body),
  );

  // The platform's review; a decision changes /shop/live, so cached pages go.
  registerEndpoint(app, c.platformLiveListEndpoint, (ctx, body) => review.reviewList(ctx, body));
  registerEndpoint(app, c.platformLiveApproveEndpoint, async (ctx, body) =>
    contentChanged(app, await review.reviewRoom(ctx, body.id, true)),
  );
  registerEndpoint(app, c.platformLiveRefuseEndpoint, async (ctx, body) =>
    contentChanged(app, await review.reviewRoom(ctx, body.id, false, body.reason)),
  );
  registerEndpoint(app, c.platformLiveTakeDownEndpoint, async (ctx, body) =>
    contentChanged(app, await review.takeDownRoom(ctx, body.id, body.reason)),
  );
}
