import { useFeaturedProducts } from '../../../hooks/useFeaturedProducts';
import { useDocumentTitle } from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import { Hero } from './Hero';
import { CategoryTiles } from './CategoryTiles';
import { FeaturedProducts } from './FeaturedProducts';
import { NewArrivals } from './NewArrivals';
import { Bestsellers } from './Bestsellers';
import { BackToTop } from './BackToTop';

/** / and /Home. */
export function HomePage() {
  useDocumentTitle(null);
  // One request feeds both the hero pictures and 'Check our selection' (RTK Query shares it).
  const { data } = useFeaturedProducts();
  return (
    <Page bleed>
      <Hero products={data?.products} />
      <CategoryTiles />
      <FeaturedProducts />
      <NewArrivals />
      <Bestsellers />
      <BackToTop />
    </Page>
  );
}
