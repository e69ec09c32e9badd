import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import { requireStaff } from '../../plugins/seller-auth';
import * as live from './live.service';

export function liveRoutes(app: FastifyInstance) {
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
}
