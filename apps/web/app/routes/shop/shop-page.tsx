import { ShopLayout } from '~/components/layout/shop-layout';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { ShopHome } from '~/features/shop/shop-home';
import type { Route } from '../+types/slug';

type ShopData = Extract<Route.ComponentProps['loaderData'], { kind: 'shop' }>;

/**
 * A shop's home, in its own chunk: /sku-N and /shop-N share the `:slug` route (ADR 005), and a
 * goods page should not download the shop layout, nor a shop page the goods page's parts.
 */
export default function ShopPage({ data }: { data: ShopData }) {
  const { shop, home, categories, bestSellers, newest, errors } = data;
  return (
    <ShopLayout shop={shop}>
      <ShopHome
        siteId={shop.siteId}
        name={shop.name}
        scores={shop.scores}
        info={home}
        categories={categories}
        bestSellers={bestSellers}
        newest={newest}
      />
      <LoadErrorToasts errors={errors} />
    </ShopLayout>
  );
}
