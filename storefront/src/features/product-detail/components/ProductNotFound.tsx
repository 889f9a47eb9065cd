import { CenteredMessage, LinkButton, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { Page } from '../../../components/Page';

/** An unknown product id (the API answered 404). */
export function ProductNotFound() {
  return (
    <Page>
      <CenteredMessage
        title="Product not found"
        note="It may have been sold out and removed, or the link may be mistyped."
        actions={<LinkButton to={STOREFRONT_ROUTES.home}>Back to the shop</LinkButton>}
      >
        <p>We could not find this product.</p>
      </CenteredMessage>
    </Page>
  );
}
