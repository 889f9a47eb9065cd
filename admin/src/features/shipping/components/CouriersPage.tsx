import { type FormEvent, useState } from 'react';
import { COURIER_DELETED_MESSAGE, COURIER_SAVED_MESSAGE, type Courier } from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import { DataTable, type DataTableColumn, PanelPage, QueryState } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import {
  useCreateCourierMutation,
  useDeleteCourierMutation,
  useGetCouriersQuery,
  useUpdateCourierMutation,
} from '../../../components/shipping';
import styles from '../../../components/shipping/Shipping.module.css';

export const COURIERS_TITLE = 'Couriers';
export const COURIER_SAVE_FAILED_MESSAGE = 'Could not save the courier. Please try again.';
export const TRACKING_TEMPLATE_HELP =
  'The courier’s tracking link, with {tracking} where the number goes. Empty: no link.';

/** A courier's form: its name and tracking template; new when `courier` is absent. */
function CourierForm({ courier, onDone }: { courier?: Courier; onDone?: () => void }) {
  const [name, setName] = useState(courier?.name ?? '');
  const [trackingUrl, setTrackingUrl] = useState(courier?.trackingUrl ?? '');
  const [create, { isLoading: creating }] = useCreateCourierMutation();
  const [update, { isLoading: updating }] = useUpdateCourierMutation();
  const id = courier?._id ?? 'new';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, trackingUrl };
    const saving = courier ? update({ id: courier._id, fields }).unwrap() : create(fields).unwrap();
    saving
      .then(() => {
        adminToast.success(COURIER_SAVED_MESSAGE);
        if (!courier) {
          setName('');
          setTrackingUrl('');
        }
        onDone?.();
      })
      .catch((error: unknown) => adminToast.error(errorMessage(error, COURIER_SAVE_FAILED_MESSAGE)));
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={courier ? `Edit ${courier.name}` : 'New courier'}
    >
      <label htmlFor={`courier-name-${id}`}>Name</label>
      <input
        id={`courier-name-${id}`}
        value={name}
        required
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor={`courier-url-${id}`}>Tracking link</label>
      <input
        id={`courier-url-${id}`}
        value={trackingUrl}
        placeholder="https://example-courier.com.np/track?id={tracking}"
        onChange={(event) => setTrackingUrl(event.target.value)}
      />
      <p className={styles.help}>{TRACKING_TEMPLATE_HELP}</p>
      <Button type="submit" disabled={creating || updating}>
        {courier ? 'Save courier' : 'Add courier'}
      </Button>
    </form>
  );
}

/**
 * /dashboard/admin/couriers: the couriers the owner ships with (a new shop's two have no link), a form to add one,
 * and each one's edit and delete (refused once it has shipped orders: rename it instead).
 */
export function CouriersPage() {
  const couriers = useGetCouriersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useDeleteCourierMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const columns: DataTableColumn<Courier>[] = [
    { key: 'name', header: 'Name', render: (courier) => courier.name },
    {
      key: 'url',
      header: 'Tracking link',
      render: (courier) => <span className={styles.url}>{courier.trackingUrl || 'No link'}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (courier) => (
        <span className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setEditing(courier._id)}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${courier.name}`}
            onClick={() =>
              void remove(courier._id)
                .unwrap()
                .then(() => adminToast.success(COURIER_DELETED_MESSAGE))
                .catch((error: unknown) => adminToast.error(errorMessage(error, COURIER_SAVE_FAILED_MESSAGE)))
            }
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];
  return (
    <PanelPage title={COURIERS_TITLE}>
      <QueryState
        query={couriers}
        loading="Loading couriers..."
        isEmpty={(data) => !data.length}
        empty="No couriers yet."
      >
        {(data) => {
          const courier = data.find((c) => c._id === editing);
          return (
            <>
              <DataTable caption={COURIERS_TITLE} columns={columns} rows={data} rowKey={(c) => c._id} />
              {courier && (
                <section className={styles.editor} aria-label={`Edit ${courier.name}`}>
                  <h2>Edit {courier.name}</h2>
                  <CourierForm key={courier._id} courier={courier} onDone={() => setEditing(null)} />
                </section>
              )}
            </>
          );
        }}
      </QueryState>
      <section className={styles.editor}>
        <h2>New courier</h2>
        <CourierForm />
      </section>
    </PanelPage>
  );
}
