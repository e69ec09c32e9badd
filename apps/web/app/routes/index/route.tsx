import {
  advDetailEndpoint,
  decoratePreviewEndpoint,
  floatLayerEndpoint,
  floorsEndpoint,
  noticePageEndpoint,
  type AdvDetail,
} from '@zay/contract';
import { SeckillFloor } from '~/features/promotion/seckill/seckill-floor';
import type { Route } from './+types/route';
import { FloatLayer } from '~/features/content/home/float-layer';
import { Floor } from '~/features/content/home/floor';
import { HeroCarousel } from '~/features/content/home/hero-carousel';
import { MidAdverts } from '~/features/content/home/mid-adverts';
import { NoticeBox } from '~/features/content/home/notice-box';
import { dataOr, serverApi } from '~/lib/api.server';
import { resolveLang } from '~/lib/lang';
import { useLayoutData } from '~/lib/layout-data';
import { useTranslation } from '~/lib/translation';
import { previewToken, toAdvSlot } from '~/lib/layout-data.server';
import { pageMeta } from '~/lib/meta';
import { loadSeckillFloor, toFloatLayer, toFloorView } from './home.server';

/** The notice box has room for this many one-line notices beside the greeting and the entries. */
const HOME_NOTICES = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLang(request);
  const call = serverApi(request, context, lang);
  // The platform's draft, opened from its console with `?preview=` (ADR 104).
  const token = previewToken(request);
  const [slides, midLeft, midRight, floors, floatLayer, notices, seckill, draft] = await Promise.all([
    call(advDetailEndpoint, { keyword: 'NS_PC_INDEX' }),
    call(advDetailEndpoint, { keyword: 'NS_PC_INDEX_MID_LEFT' }),
    call(advDetailEndpoint, { keyword: 'NS_PC_INDEX_MID_RIGHT' }),
    call(floorsEndpoint, {}),
    call(floatLayerEndpoint, {}),
    call(noticePageEndpoint, { page: 1, page_size: HOME_NOTICES }),
    loadSeckillFloor(call),
    token ? call(decoratePreviewEndpoint, { preview: token }) : null,
  ]);
  const preview = draft?.ok ? draft.data : null;
  /** A position's adverts: the draft's in a preview, the published ones otherwise. */
  const slot = (published: AdvDetail | null, keyword: string) =>
    toAdvSlot(
      preview ? { adv_position: published?.adv_position ?? null, adv_list: preview.adverts[keyword] ?? [] } : published,
    );
  return {
    slides: slot(dataOr(slides, null), 'NS_PC_INDEX').list,
    midAdverts: [
      slot(dataOr(midLeft, null), 'NS_PC_INDEX_MID_LEFT').list[0],
      slot(dataOr(midRight, null), 'NS_PC_INDEX_MID_RIGHT').list[0],
    ],
    floors: (preview ? preview.floors : dataOr(floors, [])).map((floor) => toFloorView(floor, lang)),
    preview: token ? (preview ? 'draft' : 'expired') : null,
    floatLayer: toFloatLayer(dataOr(floatLayer, null)),
    notices: dataOr(notices, { list: [], count: 0, page_count: 0 }).list.map(({ id, title }) => ({ id, title })),
    seckill,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location.pathname);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { slides, midAdverts, floors, floatLayer, notices, seckill, preview } = loaderData;
  const site = useLayoutData()?.site;
  const { t } = useTranslation();
  return (
    <>
      {preview && (
        <p role="status" className="bg-[#fff7e6] px-4 py-2 text-center text-[13px] text-ink" data-testid="preview-bar">
          {preview === 'draft' ? t('platformDecorate.previewBar') : t('platformDecorate.previewExpired')}
        </p>
      )}
      <h1 className="sr-only">{site?.title}</h1>
      <div className="relative">
        <HeroCarousel slides={slides} />
        <div className="pointer-events-none absolute inset-0">
          <div className="page-width relative h-full">
            <NoticeBox notices={notices} />
          </div>
        </div>
      </div>
      <div className="page-width">
        <MidAdverts adverts={midAdverts} />
        {seckill && <SeckillFloor floor={seckill} />}
        {floors.map((floor) => (
          <Floor key={floor.id} floor={floor} />
        ))}
      </div>
      {floatLayer && <FloatLayer layer={floatLayer} />}
    </>
  );
}
