import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_CREATE_FAILED_MESSAGE, PRODUCT_CREATED_MESSAGE } from '@pashmina/contracts';
import { SHELL_ROUTES, errorMessage, errorStatus } from '@pashmina/shared-ui';
import { useCreateProductMutation } from '../api/productWritesApi';
import { PanelPage } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import {
  CREATE_BUTTON,
  CREATE_PRODUCT_TITLE,
  CREATED_WITHOUT_VARIANTS_MESSAGE,
  VARIANTS_NOT_SAVED_MESSAGE,
  variantPicturesNotSaved,
} from '../texts';
import { ProductForm } from './ProductForm';
import { updateProductPath } from './ProductsTable';
import {
  isProductFormField,
  newProductValues,
  writeFieldsOf,
  type ProductFormErrors,
  type ProductFormValues,
} from './productFormValues';
import { useSaveVariants } from './useSaveVariants';
import { variantsChanged, type VariantsDraft } from './variantFormValues';
import type { KeptVariants } from './UpdateProductPage';
import { refusedFieldErrors } from '../../../hooks/refusedField';

/**
 * Add Products: a new product starts with the spec's defaults; once created, the list shows it first. Its options
 * and stock are saved once the product exists (PUT …/variants needs its id); refused, the admin is taken to the new
 * product's update screen with what they typed and the server's message.
 */
export function CreateProductPage() {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateProductMutation();
  const { save: saveVariants, isSaving } = useSaveVariants();
  const [errors, setErrors] = useState<ProductFormErrors>({});

  const submit = async (values: ProductFormValues, image: File | null, variants: VariantsDraft) => {
    setErrors({});
    let productId: string;
    try {
      productId = (await create({ fields: writeFieldsOf(values), image }).unwrap()).product._id;
    } catch (error) {
      if (errorStatus(error) === 401) return; // the session has ended; the admin was told
      setErrors(refusedFieldErrors(error, isProductFormField));
      adminToast.error(PRODUCT_CREATE_FAILED_MESSAGE);
      return;
    }
    if (variantsChanged(variants)) {
      try {
        const { pictureErrors } = await saveVariants(productId, variants);
        if (pictureErrors.length) adminToast.error(variantPicturesNotSaved(pictureErrors));
      } catch (error) {
        if (errorStatus(error) === 401) return;
        adminToast.error(CREATED_WITHOUT_VARIANTS_MESSAGE);
        const kept: KeptVariants = {
          draft: variants,
          error: errorMessage(error, VARIANTS_NOT_SAVED_MESSAGE),
        };
        navigate(updateProductPath(productId), { state: kept });
        return;
      }
    }
    adminToast.success(PRODUCT_CREATED_MESSAGE);
    navigate(SHELL_ROUTES.adminManageProducts);
  };

  return (
    <PanelPage title={CREATE_PRODUCT_TITLE}>
      <ProductForm
        initialValues={newProductValues()}
        submitLabel={CREATE_BUTTON}
        busy={isLoading || isSaving}
        errors={errors}
        onSubmit={submit}
      />
    </PanelPage>
  );
}
