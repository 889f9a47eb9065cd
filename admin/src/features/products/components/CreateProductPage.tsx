import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_CREATE_FAILED_MESSAGE, PRODUCT_CREATED_MESSAGE } from '@pashmina/contracts';
import { SHELL_ROUTES, errorStatus, useCreateProductMutation } from '@pashmina/shared-ui';
import { PanelPage } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import { CREATE_BUTTON, CREATE_PRODUCT_TITLE } from '../texts';
import { ProductForm } from './ProductForm';
import {
  isProductFormField,
  newProductValues,
  writeFieldsOf,
  type ProductFormErrors,
  type ProductFormValues,
} from './productFormValues';
import { refusedFieldErrors } from '../../../hooks/refusedField';

/** Add Products: a new product starts with the spec's defaults; once created, the list shows it first. */
export function CreateProductPage() {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateProductMutation();
  const [errors, setErrors] = useState<ProductFormErrors>({});

  const submit = async (values: ProductFormValues, image: File | null) => {
    setErrors({});
    try {
      await create({ fields: writeFieldsOf(values), image }).unwrap();
      adminToast.success(PRODUCT_CREATED_MESSAGE);
      navigate(SHELL_ROUTES.adminManageProducts);
    } catch (error) {
      if (errorStatus(error) === 401) return; // the session has ended; the admin was told
      setErrors(refusedFieldErrors(error, isProductFormField));
      adminToast.error(PRODUCT_CREATE_FAILED_MESSAGE);
    }
  };

  return (
    <PanelPage title={CREATE_PRODUCT_TITLE}>
      <ProductForm
        initialValues={newProductValues()}
        submitLabel={CREATE_BUTTON}
        busy={isLoading}
        errors={errors}
        onSubmit={submit}
      />
    </PanelPage>
  );
}
