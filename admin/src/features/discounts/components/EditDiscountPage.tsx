import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  DISCOUNT_DELETED_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  DISCOUNT_UPDATED_MESSAGE,
  type DiscountCode,
} from '@pashmina/contracts';
import { Button, errorMessage, errorStatus, SHELL_ROUTES } from '@pashmina/shared-ui';
import { ManageRecordPage } from '../../../components/ManageRecordPage';
import { adminToast } from '../../../hooks/adminToast';
import { refusedFieldErrors } from '../../../hooks/refusedField';
import { useConfirmedDelete } from '../../../hooks/useConfirmedDelete';
import {
  useDeleteDiscountMutation,
  useGetDiscountQuery,
  useUpdateDiscountMutation,
} from '../api/discountsApi';
import {
  DISCOUNT_DELETE_FAILED_MESSAGE,
  DISCOUNT_SAVE_FAILED_MESSAGE,
  EDIT_DISCOUNT_TITLE,
  UPDATE_DISCOUNT_BUTTON,
} from '../messages';
import { DiscountForm } from './DiscountForm';
import { isDiscountFormField, valuesOf, writeFieldsOf, type DiscountFormErrors } from './discountFormValues';

/** One code's form, and its deletion behind a prompt (a used code is refused: it can be deactivated). */
function EditDiscount({ discount }: { discount: DiscountCode }) {
  const [update, { isLoading: updating }] = useUpdateDiscountMutation();
  const [remove, { isLoading: deleting }] = useDeleteDiscountMutation();
  const [errors, setErrors] = useState<DiscountFormErrors>({});
  const { dialog, confirmDelete } = useConfirmedDelete({
    question: {
      title: 'Delete discount code',
      message: `Are you sure you want to delete the code ${discount.code}? Type yes to delete it.`,
      confirmLabel: 'Delete',
    },
    remove: () => remove(discount._id).unwrap(),
    deleted: DISCOUNT_DELETED_MESSAGE,
    failure: (error) => errorMessage(error, DISCOUNT_DELETE_FAILED_MESSAGE),
    then: SHELL_ROUTES.adminDiscounts,
  });

  return (
    <>
      <DiscountForm
        initialValues={valuesOf(discount)}
        submitLabel={UPDATE_DISCOUNT_BUTTON}
        busy={updating}
        errors={errors}
        onSubmit={(values) => {
          setErrors({});
          update({ id: discount._id, fields: writeFieldsOf(values) })
            .unwrap()
            .then(() => adminToast.success(DISCOUNT_UPDATED_MESSAGE))
            .catch((error: unknown) => {
              if (errorStatus(error) === 401) return;
              setErrors(refusedFieldErrors(error, isDiscountFormField));
              adminToast.error(errorMessage(error, DISCOUNT_SAVE_FAILED_MESSAGE));
            });
        }}
        actions={
          <Button variant="secondary" onClick={() => void confirmDelete()} disabled={deleting}>
            Delete
          </Button>
        }
      />
      {dialog}
    </>
  );
}

/** /dashboard/admin/discounts/:id: a code to edit or delete. */
export function EditDiscountPage() {
  const { id = '' } = useParams();
  return (
    <ManageRecordPage
      title={EDIT_DISCOUNT_TITLE}
      back={{ to: SHELL_ROUTES.adminDiscounts, label: 'Back to discounts' }}
      query={useGetDiscountQuery(id)}
      notFound={DISCOUNT_NOT_FOUND_MESSAGE}
    >
      {(discount) => <EditDiscount key={discount._id} discount={discount} />}
    </ManageRecordPage>
  );
}
