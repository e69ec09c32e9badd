import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CHAT_IMAGE_MAX_BYTES,
  chatImageUploadEndpoint,
  HEADIMG_MAX_BYTES,
  HEADIMG_SIDE,
  headimgUpload,
  platformCatalogueImageUpload,
  platformDecorateImageUpload,
  DECORATE_IMAGE_MAX_BYTES,
  platformTopicBannerUpload,
  platformSiteImageUpload,
  SITE_IMAGE_MAX_BYTES,
  SHOP_IMAGE_MAX_BYTES,
  sellerShopImageUpload,
  shopApplyLogoUpload,
  GOODS_IMAGE_MAX_BYTES,
  sellerGoodsImageUpload,
  TOPIC_BANNER_MAX_BYTES,
} from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { authenticate } from '../../plugins/auth';
import { requestContext } from '../../plugins/context';
import { success } from '../../plugins/envelope';
import { resolveLang } from '../../plugins/lang';
import { authenticateServicer } from '../../plugins/servicer-auth';
import { authenticatePlatform, authenticateSeller, requireStaff } from '../../plugins/seller-auth';
import { enforceLimits } from '../site';
import {
  goodsImageFolder,
  readUpload,
  reencodeFor,
  reencodeGoodsImage,
  sniffImage,
  squareImages,
  storeImage,
  storeImageSet,
} from '../../lib/image-upload';
import { headimgFolder } from '../member';

/** Uploads per uploader (across processes with Redis, ADR 105): one a second on average, bursts of 10 (chat and avatar pictures go one per pick: the encoder's default batch). */
const UPLOADS_PER_SECOND = 1;
const UPLOAD_BURST = 10;
/** And at most this many an hour, across processes. */
const UPLOADS_PER_HOUR = 120;
/** A shop's goods editor uploads a goods' ten images and its SKUs' at a time: more an hour. */
const GOODS_UPLOADS_PER_HOUR = 600;

/** A member or a servicer (the workbench sends images too). */
async function uploader(req: FastifyRequest): Promise<string> {
  await authenticate(req, 'optional');
  if (req.memberId) return `m:${req.memberId}`;
  await authenticateServicer(req);
  return `s:${req.servicer!.id}`;
}

/**
 * `/api/upload/chatimg`: multipart field `file`; jpeg/png/webp/gif by bytes, re-encoded, stored.
 * `/api/upload/headimg`: the member's avatar, jpeg/png/webp, cut to a 120×120 square and a 2× copy.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const uploads = app.limits.buckets('upload', UPLOADS_PER_SECOND, UPLOAD_BURST);
  await app.register(async (scope) => {
    // Another module may have registered multipart for the whole app already.
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(chatImageUploadEndpoint.path, async (req) => {
      const who = await uploader(req);
      if (!(await uploads.take(who))) throw new AppError('RATE_LIMITED');
      await enforceLimits(requestContext(req), [{ key: `chatimg:${who}`, windowSec: 3600, max: UPLOADS_PER_HOUR }]);
      const bytes = await readUpload(req, CHAT_IMAGE_MAX_BYTES);
      if (!bytes.length) throw new AppError('UPLOAD_REQUIRED');
      const kind = sniffImage(bytes);
      if (!kind) throw new AppError('UPLOAD_TYPE_INVALID');
      const picPath = await storeImage(app.storage, 'chat', await reencodeFor(who, bytes, kind), kind);
      return success(resolveLang(req), chatImageUploadEndpoint.response.parse({ pic_path: picPath }));
    });
    scope.post(headimgUpload.path, async (req) => {
      await authenticate(req, 'required');
      const who = `m:${req.memberId!}`;
      if (!(await uploads.take(who))) throw new AppError('RATE_LIMITED');
      await enforceLimits(requestContext(req), [{ key: `headimg:${who}`, windowSec: 3600, max: UPLOADS_PER_HOUR }]);
      const bytes = await readUpload(req, HEADIMG_MAX_BYTES, headimgUpload.field);
      if (!bytes.length) throw new AppError('UPLOAD_REQUIRED');
      const kind = sniffImage(bytes);
      if (!kind || kind === 'gif') throw new AppError('HEADIMG_TYPE_INVALID');
      const { small, large } = await reencodeFor(who, bytes, kind, (b, k) => squareImages(b, k, HEADIMG_SIDE));
      const picPath = await storeImageSet(app.storage, headimgFolder(req.memberId!), kind, {
        '': small,
        '@2x': large,
      });
      const answer = {
        pic_path: picPath,
        pic_name: picPath.slice(picPath.lastIndexOf('/') + 1),
        file_ext: picPath.slice(picPath.lastIndexOf('.') + 1),
        pic_spec: `${HEADIMG_SIDE}*${HEADIMG_SIDE}`,
        update_time: requestContext(req).now(),
        site_id: 0,
      };
      return success(resolveLang(req), headimgUpload.response.parse(answer), headimgUpload.message);
    });
    // A shop's pictures (ADR 089): the applicant's logo, and the owner's logo and banner.
    const shopPicture = async (req: FastifyRequest, who: string, field: string) => {
      if (!(await uploads.take(who))) throw new AppError('RATE_LIMITED');
      await enforceLimits(requestContext(req), [{ key: `shopimg:${who}`, windowSec: 3600, max: UPLOADS_PER_HOUR }]);
      const bytes = await readUpload(req, SHOP_IMAGE_MAX_BYTES, field);
      if (!bytes.length) throw new AppError('UPLOAD_REQUIRED');
      const kind = sniffImage(bytes);
      if (!kind || kind === 'gif') throw new AppError('UPLOAD_TYPE_INVALID');
      return storeImage(app.storage, 'shop', await reencodeFor(who, bytes, kind), kind);
    };
    scope.post(shopApplyLogoUpload.path, async (req) => {
      await authenticate(req, 'required');
      const picPath = await shopPicture(req, `m:${req.memberId!}`, shopApplyLogoUpload.field);
      return success(resolveLang(req), shopApplyLogoUpload.response.parse({ pic_path: picPath }));
    });
    scope.post(sellerShopImageUpload.path, async (req) => {
      await authenticateSeller(req);
      const staff = requireStaff(req, 'shop');
      const picPath = await shopPicture(req, `s:${staff.id}`, sellerShopImageUpload.field);
      return success(resolveLang(req), sellerShopImageUpload.response.parse({ pic_path: picPath }));
    });
    // A goods image, by a shop's staff who edit goods (ADR 090): re-encoded (longest side 1600), one file the storefront shows at every size.
    scope.post(sellerGoodsImageUpload.path, async (req) => {
      await authenticateSeller(req);
      const staff = requireStaff(req, 'goods');
      if (staff.siteId <= 0) throw new AppError('SELLER_FORBIDDEN');
      const who = `g:${staff.id}`;
      if (!(await uploads.take(who))) throw new AppError('RATE_LIMITED');
      await enforceLimits(requestContext(req), [
        { key: `goodsimg:${who}`, windowSec: 3600, max: GOODS_UPLOADS_PER_HOUR },
      ]);
      const bytes = await readUpload(req, GOODS_IMAGE_MAX_BYTES, sellerGoodsImageUpload.field);
      if (!bytes.length) throw new AppError('UPLOAD_REQUIRED');
      const image = await reencodeGoodsImage(who, bytes);
      const picPath = await storeImage(app.storage, goodsImageFolder(staff.siteId), image.bytes, image.kind);
      return success(resolveLang(req), sellerGoodsImageUpload.response.parse({ pic_path: picPath }));
    });
    // Pictures by the platform's staff, each call holding its own permission: a topic's banner
    // (ADR 072), the site's logo, QR code and default images (ADR 091), a category's image or a
    // brand's logo (ADR 092), an advert's picture (ADR 104).
    const platformImages: [
      upload:
        | typeof platformTopicBannerUpload
        | typeof platformSiteImageUpload
        | typeof platformCatalogueImageUpload
        | typeof platformDecorateImageUpload,
      folder: string,
      maxBytes: number,
    ][] = [
      [platformTopicBannerUpload, 'topic', TOPIC_BANNER_MAX_BYTES],
      [platformSiteImageUpload, 'site', SITE_IMAGE_MAX_BYTES],
      [platformCatalogueImageUpload, 'catalogue', CATALOGUE_IMAGE_MAX_BYTES],
      [platformDecorateImageUpload, 'decorate', DECORATE_IMAGE_MAX_BYTES],
    ];
    for (const [upload, folder, maxBytes] of platformImages)
      scope.post(upload.path, async (req) => {
        await authenticatePlatform(req, upload.permission);
        const who = `p:${req.staff!.id}`;
        if (!(await uploads.take(who))) throw new AppError('RATE_LIMITED');
        await enforceLimits(requestContext(req), [
          { key: `${folder}img:${who}`, windowSec: 3600, max: UPLOADS_PER_HOUR },
        ]);
        const bytes = await readUpload(req, maxBytes, upload.field);
        if (!bytes.length) throw new AppError('UPLOAD_REQUIRED');
        const kind = sniffImage(bytes);
        if (!kind || kind === 'gif') throw new AppError('UPLOAD_TYPE_INVALID');
        const picPath = await storeImage(app.storage, folder, await reencodeFor(who, bytes, kind), kind);
        return success(resolveLang(req), upload.response.parse({ pic_path: picPath }));
      });
  });
}
