import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DISCOUNT_CREATED_MESSAGE } from '@pashmina/contracts';
import { errorMessage, errorStatus, SHELL_ROUTES } from '@pashmina/shared-ui';
import { PanelPage } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import { refusedFieldErrors } from '../../../hooks/refusedField';
import { useCreateDiscountMutation } from '../api/discountsApi';
import { CREATE_DISCOUNT_BUTTON, CREATE_DISCOUNT_TITLE, DISCOUNT_SAVE_FAILED_MESSAGE } from '../messages';
import { DiscountForm } from './DiscountForm';
import {
  isDiscountFormField,
  newDiscountValues,
  writeFieldsOf,
  type DiscountFormErrors,
  type DiscountFormValues,
} from './discountFormValues';

/** A new discount code; once created, the list shows it first. */
export function CreateDiscountPage() {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateDiscountMutation();
  const [errors, setErrors] = useState<DiscountFormErrors>({});

  const submit = async (values: DiscountFormValues) => {
    setErrors({});
    try {
      await create(writeFieldsOf(values)).unwrap();
      adminToast.success(DISCOUNT_CREATED_MESSAGE);
      navigate(SHELL_ROUTES.adminDiscounts);
    } catch (error) {
      if (errorStatus(error) === 401) return; // the session has ended; the admin was told
      setErrors(refusedFieldErrors(error, isDiscountFormField));
      adminToast.error(errorMessage(error, DISCOUNT_SAVE_FAILED_MESSAGE));
    }
  };

  return (
    <PanelPage title={CREATE_DISCOUNT_TITLE} narrow>
      <DiscountForm
        initialValues={newDiscountValues()}
        submitLabel={CREATE_DISCOUNT_BUTTON}
        busy={isLoading}
        errors={errors}
        onSubmit={(values) => void submit(values)}
      />
    </PanelPage>
  );
}
