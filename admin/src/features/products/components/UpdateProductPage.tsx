import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  PRODUCT_DELETE_FAILED_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
  type Product,
} from '@pashmina/contracts';
import {
  Button,
  DEFAULT_ERROR_MESSAGE,
  EmptyState,
  ErrorState,
  LinkButton,
  SHELL_ROUTES,
  Spinner,
  errorMessage,
  errorStatus,
  useDeleteProductMutation,
  useGetProductQuery,
  useUpdateProductMutation,
} from '@pashmina/shared-ui';
import { PanelPage } from '@pashmina/shared-ui/panels';
import {
  DELETE_BUTTON,
  DELETE_QUESTION,
  PRODUCT_UPDATE_FAILED_MESSAGE,
  UPDATE_BUTTON,
  UPDATE_PRODUCT_TITLE,
} from '../texts';
import { adminToast } from '../../../hooks/adminToast';
import { useConfirmedDelete } from '../../../hooks/useConfirmedDelete';
import { ProductForm } from './ProductForm';
import {
  isProductFormField,
  valuesOf,
  writeFieldsOf,
  type ProductFormErrors,
  type ProductFormValues,
} from './productFormValues';
import { refusedFieldErrors } from '../../../hooks/refusedField';

/** Update product: the Add form filled in with the saved product, plus Delete (after a confirmation). */
export function UpdateProductPage() {
  const { id = '' } = useParams();
  const { data: product, error, isError, isFetching, refetch } = useGetProductQuery(id);

  let content;
  if (product) {
    // Keyed by the saved version, so the form starts again from what the server kept (a stock below 0 as 0).
    content = <UpdateProductForm key={`${product._id}|${product.updatedAt}`} product={product} />;
  } else if (isError && !isFetching) {
    content =
      errorStatus(error) === 404 ? (
        <EmptyState
          message={PRODUCT_NOT_FOUND_MESSAGE}
          action={<LinkButton to={SHELL_ROUTES.adminManageProducts}>Back to Manage Products</LinkButton>}
        />
      ) : (
        <ErrorState message={errorMessage(error, DEFAULT_ERROR_MESSAGE)} onRetry={() => void refetch()} />
      );
  } else {
    content = <Spinner />;
  }
  return <PanelPage title={UPDATE_PRODUCT_TITLE}>{content}</PanelPage>;
}

function UpdateProductForm({ product }: { product: Product }) {
  const [update, { isLoading: isUpdating }] = useUpdateProductMutation();
  const [remove, { isLoading: isDeleting }] = useDeleteProductMutation();
  const { dialog, confirmDelete } = useConfirmedDelete({
    // The spec's prompt: an empty answer or Cancel keeps the product.
    question: DELETE_QUESTION,
    remove: () => remove(product._id).unwrap(),
    deleted: PRODUCT_DELETED_MESSAGE,
    // After a 401 the session has ended, and the admin was told.
    failure: (failure) => (errorStatus(failure) === 401 ? undefined : PRODUCT_DELETE_FAILED_MESSAGE),
    then: SHELL_ROUTES.adminManageProducts,
  });
  const [errors, setErrors] = useState<ProductFormErrors>({});

  const submit = async (values: ProductFormValues, image: File | null) => {
    setErrors({});
    try {
      const fields = writeFieldsOf(values, { stockAtLeastZero: true });
      const response = await update({ id: product._id, fields, image }).unwrap();
      adminToast.success(response.message || PRODUCT_UPDATED_MESSAGE);
    } catch (failure) {
      if (errorStatus(failure) === 401) return; // the session has ended; the admin was told
      setErrors(refusedFieldErrors(failure, isProductFormField));
      adminToast.error(errorMessage(failure, PRODUCT_UPDATE_FAILED_MESSAGE));
    }
  };

  return (
    <>
      <ProductForm
        initialValues={valuesOf(product)}
        currentImageUrl={product.productImg}
        submitLabel={UPDATE_BUTTON}
        busy={isUpdating || isDeleting}
        errors={errors}
        onSubmit={submit}
        actions={
          <Button
            variant="secondary"
            onClick={() => void confirmDelete()}
            disabled={isUpdating || isDeleting}
          >
            {DELETE_BUTTON}
          </Button>
        }
      />
      {dialog}
    </>
  );
}
