import { useFeaturedProducts } from '../../../hooks/useFeaturedProducts';
import { BelowFirstScreen, SHOP_INFO, useDocumentTitle, useFirstScreenHandover } from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import { Hero } from './Hero';
import { CategoryTiles } from './CategoryTiles';
import { FeaturedProducts } from './FeaturedProducts';
import { NewArrivals } from './NewArrivals';
import { Bestsellers } from './Bestsellers';
import { BackToTop } from './BackToTop';

/** / and /Home. */
export function HomePage() {
  useDocumentTitle(SHOP_INFO.homeTitle, { whole: true });
  // One request feeds both the hero pictures and 'Check our selection' (RTK Query shares it).
  const { data, isError } = useFeaturedProducts();
  useFirstScreenHandover(data !== undefined || isError);
  return (
    <Page bleed>
      <Hero products={data?.products} />
      <CategoryTiles />
      <BelowFirstScreen>
        <FeaturedProducts />
        <NewArrivals />
        <Bestsellers />
        <BackToTop />
      </BelowFirstScreen>
    </Page>
  );
}
