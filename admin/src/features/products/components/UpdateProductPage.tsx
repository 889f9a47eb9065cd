import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
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
  useGetProductQuery,
} from '@pashmina/shared-ui';
import { useDeleteProductMutation, useUpdateProductMutation } from '../api/productWritesApi';
import { PanelPage } from '@pashmina/shared-ui/panels';
import {
  DELETE_BUTTON,
  DELETE_QUESTION,
  PRODUCT_UPDATE_FAILED_MESSAGE,
  UPDATE_BUTTON,
  UPDATE_PRODUCT_TITLE,
  VARIANTS_NOT_SAVED_MESSAGE,
  variantPicturesNotSaved,
} from '../texts';
import { useSaveVariants } from './useSaveVariants';
import { variantsChanged, variantsDraftOf, type VariantsDraft } from './variantFormValues';
import { adminToast } from '../../../hooks/adminToast';
import { useConfirmedDelete } from '../../../hooks/useConfirmedDelete';
import { ProductForm } from './ProductForm';
import { StockLedger } from './StockLedger';
import {
  isProductFormField,
  valuesOf,
  writeFieldsOf,
  type ProductFormErrors,
  type ProductFormValues,
} from './productFormValues';
import { refusedFieldErrors } from '../../../hooks/refusedField';

/**
 * Options and variants the server refused, kept with its message so that the form, which starts again from each
 * saved version, shows them rather than what was saved (also Add Products' hand-over, as the location's state).
 */
export interface KeptVariants {
  draft: VariantsDraft;
  error: string;
}

/** Update product: the Add form filled in with the saved product, plus Delete (after a confirmation). */
export function UpdateProductPage() {
  const { id = '' } = useParams();
  const { data: product, error, isError, isFetching, refetch } = useGetProductQuery(id);
  const handedOver = useLocation().state as Partial<KeptVariants> | null;
  const [kept, setKept] = useState<KeptVariants | null>(() =>
    handedOver?.draft && handedOver.error ? { draft: handedOver.draft, error: handedOver.error } : null,
  );

  let content;
  if (product) {
    // Keyed by the saved version, so the form starts again from what the server kept (a stock below 0 as 0).
    content = (
      <UpdateProductForm
        key={`${product._id}|${product.updatedAt}|${kept ? 'kept' : ''}`}
        product={product}
        kept={kept}
        onKept={setKept}
      />
    );
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

function UpdateProductForm({
  product,
  kept,
  onKept,
}: {
  product: Product;
  kept: KeptVariants | null;
  onKept: (kept: KeptVariants | null) => void;
}) {
  const [update, { isLoading: isUpdating }] = useUpdateProductMutation();
  const { save: saveVariants, isSaving } = useSaveVariants();
  const navigate = useNavigate();
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

  const submit = async (values: ProductFormValues, image: File | null, variants: VariantsDraft) => {
    setErrors({});
    // Back to a plain product: its options go first, so that the Stock typed is the one kept (without options the
    // server sets stock 0 until it is set).
    const toPlain = variants.options.length === 0 && product.options.length > 0;
    const withVariants = !toPlain && variantsChanged(variants, product);
    let step: 'product' | 'variants' = toPlain ? 'variants' : 'product';
    try {
      let pictureErrors: string[] = [];
      if (toPlain) await saveVariants(product._id, variants);
      step = 'product';
      const fields = writeFieldsOf(values, { stockAtLeastZero: true });
      const response = await update({ id: product._id, fields, image }).unwrap();
      step = 'variants';
      if (withVariants) ({ pictureErrors } = await saveVariants(product._id, variants));
      // Saved: the form starts again from the saved product, and a hand-over from Add Products is done with.
      onKept(null);
      if (kept) navigate('.', { replace: true, state: null });
      if (pictureErrors.length) adminToast.error(variantPicturesNotSaved(pictureErrors));
      else adminToast.success(response.message || PRODUCT_UPDATED_MESSAGE);
    } catch (failure) {
      if (errorStatus(failure) === 401) return; // the session has ended; the admin was told
      if (step === 'variants') {
        const message = errorMessage(failure, VARIANTS_NOT_SAVED_MESSAGE);
        onKept({ draft: variants, error: message });
        adminToast.error(message);
        return;
      }
      setErrors(refusedFieldErrors(failure, isProductFormField));
      adminToast.error(errorMessage(failure, PRODUCT_UPDATE_FAILED_MESSAGE));
    }
  };

  return (
    <>
      <ProductForm
        initialValues={valuesOf(product)}
        initialVariants={kept?.draft ?? variantsDraftOf(product)}
        variantsError={kept?.error}
        currentImageUrl={product.productImg}
        submitLabel={UPDATE_BUTTON}
        busy={isUpdating || isDeleting || isSaving}
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
      <StockLedger product={product} />
    </>
  );
}
