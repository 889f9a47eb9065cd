import { useFeaturedProducts } from '../../../hooks/useFeaturedProducts';
import { BelowFirstScreen, useDocumentTitle, useFirstScreenHandover, useI18n } from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';
import { Hero } from './Hero';
import { CategoryTiles } from './CategoryTiles';
import { FeaturedProducts } from './FeaturedProducts';
import { NewArrivals } from './NewArrivals';
import { Bestsellers } from './Bestsellers';
import { BackToTop } from './BackToTop';

/** / and /Home. */
export function HomePage() {
  const { i18n } = useI18n();
  // In the page's language, as the shop's server wrote it (shared-ui's pageTextsIn): a move back to home sets it again.
  useDocumentTitle(
    i18n._({
      id: 'seo.home.title',
      message: 'Pashmina Shop: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal',
    }),
    { whole: true },
  );
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
