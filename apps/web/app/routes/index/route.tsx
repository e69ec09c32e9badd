import { advDetailEndpoint, floatLayerEndpoint, floorsEndpoint, noticePageEndpoint } from '@zay/contract';
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
import { toAdvSlot } from '~/lib/layout-data.server';
import { pageMeta } from '~/lib/meta';
import { loadSeckillFloor, toFloatLayer, toFloorView } from './home.server';

/** The notice box has room for this many one-line notices beside the greeting and the entries. */
const HOME_NOTICES = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLang(request);
  const call = serverApi(request, context, lang);
  const [slides, midLeft, midRight, floors, floatLayer, notices, seckill] = await Promise.all([
    call(advDetailEndpoint, { keyword: 'NS_PC_INDEX' }),
    call(advDetailEndpoint, { keyword: 'NS_PC_INDEX_MID_LEFT' }),
    call(advDetailEndpoint, { keyword: 'NS_PC_INDEX_MID_RIGHT' }),
    call(floorsEndpoint, {}),
    call(floatLayerEndpoint, {}),
    call(noticePageEndpoint, { page: 1, page_size: HOME_NOTICES }),
    loadSeckillFloor(call),
  ]);
  return {
    slides: toAdvSlot(dataOr(slides, null)).list,
    midAdverts: [toAdvSlot(dataOr(midLeft, null)).list[0], toAdvSlot(dataOr(midRight, null)).list[0]],
    floors: dataOr(floors, []).map((floor) => toFloorView(floor, lang)),
    floatLayer: toFloatLayer(dataOr(floatLayer, null)),
    notices: dataOr(notices, { list: [], count: 0, page_count: 0 }).list.map(({ id, title }) => ({ id, title })),
    seckill,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, location.pathname);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { slides, midAdverts, floors, floatLayer, notices, seckill } = loaderData;
  const site = useLayoutData()?.site;
  return (
    <>
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
