import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { contentChanged } from '../../../lib/content-changed';
import { registerEndpoint } from '../../../plugins/endpoints';
import * as editor from './cms-console.service';
import * as cms from './cms.service';

export function cmsRoutes(app: FastifyInstance) {
  const imageOrigin = app.env.PUBLIC_ORIGIN ?? '';
  registerEndpoint(app, c.noticePageEndpoint, (ctx, body) => cms.noticePage(ctx, body));
  registerEndpoint(app, c.noticeInfoEndpoint, (ctx, body) => cms.noticeInfo(ctx, body.id, imageOrigin));
  registerEndpoint(app, c.helpPageEndpoint, (ctx, body) => cms.helpPage(ctx, body));
  registerEndpoint(app, c.helpInfoEndpoint, (ctx, body) => cms.helpInfo(ctx, body.id, imageOrigin));

  // The platform console's editor (ADR 069); a change clears the cached pages that show it.
  const changed = async <T>(work: Promise<T>) => contentChanged(app, await work);
  registerEndpoint(app, c.platformContentListEndpoint, (ctx, body) => editor.listContent(ctx, body));
  registerEndpoint(app, c.platformContentDetailEndpoint, (ctx, body) => editor.contentDetail(ctx, body.kind, body.id));
  registerEndpoint(app, c.platformContentSaveEndpoint, (ctx, body) => changed(editor.saveContent(ctx, body)));
  registerEndpoint(app, c.platformContentSetEndpoint, (ctx, body) => changed(editor.setContent(ctx, body)));
  registerEndpoint(app, c.platformContentDeleteEndpoint, (ctx, body) =>
    changed(editor.deleteContent(ctx, body.kind, body.id)),
  );
}
