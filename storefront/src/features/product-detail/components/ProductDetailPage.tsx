import { useParams } from 'react-router-dom';
import {
  BelowFirstScreen,
  ErrorState,
  errorStatus,
  NotFoundPage,
  useDocumentTitle,
  useFirstScreenHandover,
  productDescriptionIn,
  productNameIn,
  useGetProductQuery,
  useI18n,
} from '@pashmina/shared-ui';
import { applyDescription, shortDescription } from '@pashmina/shared-ui/seo';
import { lazy, Suspense, useEffect } from 'react';
import { Page } from '../../../components/Page';
import { ProductDetail } from './ProductDetail';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { RelatedProducts } from './RelatedProducts';

/** The reviews, their form and the API calls they make: a chunk of their own, fetched below the first screen. */
const ProductReviews = lazy(() => import('./ProductReviews'));

/** /SingleProducts/:id: loading, loaded, not found and error are separate states. */
export function ProductDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  // currentData: never show the previous product while the next one loads.
  const { currentData: product, error, isFetching, isError, refetch } = useGetProductQuery(id, { skip: !id });
  // 404 is an unknown id; 400 a malformed one (not a product id at all): both are "not found".
  const status = errorStatus(error);
  const notFound = !id || (isError && !isFetching && (status === 404 || status === 400));
  const failed = isError && !isFetching && !notFound;
  useFirstScreenHandover(product !== undefined || notFound || failed);
  const { i18n, language } = useI18n();

  useDocumentTitle(
    product
      ? productNameIn(product, language)
      : notFound
        ? i18n._({ id: 'page.notFound.title', message: 'Page not found' })
        : failed
          ? i18n._({ id: 'error.title', message: 'Something went wrong' })
          : i18n._({ id: 'loading', message: 'Loading...' }),
  );
  // The shell's frame keeps every other page's description; a product's is its own.
  const description = product ? shortDescription(productDescriptionIn(product, language)) : null;
  useEffect(() => {
    if (description) applyDescription(document, description);
  }, [description]);

  // The shop's 404, as the shop's server sends for this address (with its own title).
  if (notFound) return <NotFoundPage />;
  return (
    <Page>
      {product ? (
        <>
          {/* Keyed: another product starts with a choice of its own. */}
          <ProductDetail key={product._id} product={product} />
          <BelowFirstScreen>
            <Suspense fallback={null}>
              <ProductReviews key={product._id} product={product} />
            </Suspense>
            <RelatedProducts product={product} />
          </BelowFirstScreen>
        </>
      ) : failed ? (
        <ErrorState
          message={i18n._({ id: 'product.loadFailed', message: 'We could not load this product right now.' })}
          onRetry={() => void refetch()}
        />
      ) : (
        <ProductDetailSkeleton />
      )}
    </Page>
  );
}
