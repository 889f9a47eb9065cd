import { useCallback } from 'react';
import { PAGE_SIZE, type GeneralCategory } from '@pashmina/contracts';
import { useGetProductsQuery } from '@pashmina/shared-ui';
import { PagedList, PanelPage, useListQuery } from '@pashmina/shared-ui/panels';
import { MANAGE_PRODUCTS_TITLE, NO_PRODUCTS_FOUND_MESSAGE } from '../texts';
import { MANAGE_PRODUCTS_LIST, productListQueryOf } from './manageProductsQuery';
import { ProductFilters } from './ProductFilters';
import { ProductsTable } from './ProductsTable';

/** Manage Products: every product, searched, filtered and paged by the server, the filters in the URL. */
export function ManageProductsPage() {
  const [state, go] = useListQuery(MANAGE_PRODUCTS_LIST);
  const products = useGetProductsQuery(productListQueryOf(state));
  // Typing replaces the history entry instead of adding one each pause.
  const onSearch = useCallback((text: string) => go({ text }, { replace: true }), [go]);

  const changePage = (page: number) => {
    go({ page });
    window.scrollTo({ top: 0 });
  };

  return (
    <PanelPage title={MANAGE_PRODUCTS_TITLE}>
      <ProductFilters
        text={state.text}
        category={state.category}
        outOfStock={state.outOfStock}
        onSearch={onSearch}
        onCategory={(category: GeneralCategory | undefined) => go({ category })}
        onOutOfStock={(outOfStock) => go({ outOfStock })}
      />
      <PagedList
        query={products}
        items={(data) => data.products}
        page={state.page}
        pageSize={PAGE_SIZE}
        onPageChange={changePage}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        pagerAlways
        empty={NO_PRODUCTS_FOUND_MESSAGE}
      >
        {(rows) => <ProductsTable products={rows} />}
      </PagedList>
    </PanelPage>
  );
}
