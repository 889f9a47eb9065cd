import { useState } from 'react';
import {
  DELIVERY_ZONE_CREATED_MESSAGE,
  DELIVERY_ZONE_DELETED_MESSAGE,
  DELIVERY_ZONE_UPDATED_MESSAGE,
  type DeliveryZone,
} from '@pashmina/contracts';
import { Button, errorMessage, errorStatus, formatRupees, SHELL_ROUTES } from '@pashmina/shared-ui';
import {
  useCreateDeliveryZoneMutation,
  useDeleteDeliveryZoneMutation,
  useGetDeliveryZonesQuery,
  useUpdateDeliveryZoneMutation,
} from '@pashmina/shared-ui/orders';
import { DataTable, PanelPage, QueryState, type DataTableColumn } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import { refusedFieldErrors } from '../../../hooks/refusedField';
import { useConfirmedDelete } from '../../../hooks/useConfirmedDelete';
import {
  CREATE_ZONE_BUTTON,
  DELIVERY_TITLE,
  NEW_ZONE_BUTTON,
  NO_ZONES_MESSAGE,
  SAVE_ZONE_BUTTON,
  ZONE_DELETE_FAILED_MESSAGE,
  ZONE_SAVE_FAILED_MESSAGE,
} from '../messages';
import { ZoneForm } from './ZoneForm';
import {
  isZoneFormField,
  NEW_ZONE,
  valuesOf,
  writeFieldsOf,
  type ZoneFormErrors,
  type ZoneFormValues,
} from './zoneFormValues';
import styles from './DeliveryPage.module.css';

/** Which zone the form edits: one of the list's, or a new one. */
type Editing = { zoneId: string } | 'new' | null;

/**
 * /dashboard/admin/delivery: the delivery zones (name, fee, free from, cash on delivery, days, how many districts),
 * and one zone's form below the list, its districts as checkboxes grouped by the zone each is in.
 */
export function DeliveryPage() {
  const zones = useGetDeliveryZonesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<Editing>(null);

  const columns: DataTableColumn<DeliveryZone>[] = [
    {
      key: 'name',
      header: 'Zone',
      render: (zone) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing({ zoneId: zone._id })}
          aria-label={`Edit ${zone.name}`}
        >
          {zone.name}
        </Button>
      ),
    },
    { key: 'fee', header: 'Fee', render: (zone) => formatRupees(zone.fee) },
    {
      key: 'freeFrom',
      header: 'Free from',
      render: (zone) => (zone.freeFrom === null ? 'Never' : formatRupees(zone.freeFrom)),
    },
    { key: 'cash', header: 'Cash on delivery', render: (zone) => (zone.cashOnDelivery ? 'Yes' : 'No') },
    { key: 'days', header: 'Days', render: (zone) => zone.days || '–' },
    { key: 'districts', header: 'Districts', render: (zone) => String(zone.districts.length) },
  ];

  return (
    <PanelPage title={DELIVERY_TITLE}>
      <p className={styles.actions}>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {NEW_ZONE_BUTTON}
        </Button>
      </p>
      <QueryState
        query={zones}
        loading="Loading delivery zones..."
        isEmpty={(data) => data.length === 0}
        empty={NO_ZONES_MESSAGE}
      >
        {(data) => {
          const zone = editing && editing !== 'new' ? data.find((z) => z._id === editing.zoneId) : undefined;
          return (
            <>
              <DataTable caption="Delivery zones" columns={columns} rows={data} rowKey={(z) => z._id} />
              {editing === 'new' && (
                <section className={styles.editor} aria-labelledby="zone-editor">
                  <h2 id="zone-editor">{NEW_ZONE_BUTTON}</h2>
                  <NewZone zones={data} onDone={(created) => setEditing({ zoneId: created._id })} />
                </section>
              )}
              {zone && (
                <section className={styles.editor} aria-labelledby="zone-editor">
                  <h2 id="zone-editor">Edit {zone.name}</h2>
                  <EditZone
                    // Starts again from the saved zone after each save, and for another zone.
                    key={`${zone._id}|${zone.districts.length}|${zone.name}|${zone.fee}`}
                    zone={zone}
                    zones={data}
                    onDeleted={() => setEditing(null)}
                  />
                </section>
              )}
            </>
          );
        }}
      </QueryState>
    </PanelPage>
  );
}

function useSave() {
  const [errors, setErrors] = useState<ZoneFormErrors>({});
  const refused = (error: unknown) => {
    if (errorStatus(error) === 401) return;
    setErrors(refusedFieldErrors(error, isZoneFormField));
    adminToast.error(errorMessage(error, ZONE_SAVE_FAILED_MESSAGE));
  };
  return { errors, setErrors, refused };
}

function NewZone({ zones, onDone }: { zones: DeliveryZone[]; onDone: (zone: DeliveryZone) => void }) {
  const [create, { isLoading }] = useCreateDeliveryZoneMutation();
  const { errors, setErrors, refused } = useSave();
  const submit = (values: ZoneFormValues) => {
    setErrors({});
    create(writeFieldsOf(values))
      .unwrap()
      .then((created) => {
        adminToast.success(DELIVERY_ZONE_CREATED_MESSAGE);
        onDone(created);
      })
      .catch(refused);
  };
  return (
    <ZoneForm
      initialValues={NEW_ZONE}
      zones={zones}
      submitLabel={CREATE_ZONE_BUTTON}
      busy={isLoading}
      errors={errors}
      onSubmit={submit}
    />
  );
}

function EditZone({
  zone,
  zones,
  onDeleted,
}: {
  zone: DeliveryZone;
  zones: DeliveryZone[];
  onDeleted: () => void;
}) {
  const [update, { isLoading: saving }] = useUpdateDeliveryZoneMutation();
  const [remove, { isLoading: deleting }] = useDeleteDeliveryZoneMutation();
  const { errors, setErrors, refused } = useSave();
  const { dialog, confirmDelete } = useConfirmedDelete({
    question: {
      title: 'Delete delivery zone',
      message: `Are you sure you want to delete the zone ${zone.name}? Type yes to delete it.`,
      confirmLabel: 'Delete',
    },
    remove: () => remove(zone._id).unwrap().then(onDeleted),
    deleted: DELIVERY_ZONE_DELETED_MESSAGE,
    failure: (error) => errorMessage(error, ZONE_DELETE_FAILED_MESSAGE),
    then: SHELL_ROUTES.adminDelivery,
  });
  const submit = (values: ZoneFormValues) => {
    setErrors({});
    update({ id: zone._id, fields: writeFieldsOf(values) })
      .unwrap()
      .then(() => adminToast.success(DELIVERY_ZONE_UPDATED_MESSAGE))
      .catch(refused);
  };
  return (
    <>
      <ZoneForm
        zoneId={zone._id}
        initialValues={valuesOf(zone)}
        zones={zones}
        submitLabel={SAVE_ZONE_BUTTON}
        busy={saving}
        errors={errors}
        onSubmit={submit}
        actions={
          <Button variant="secondary" disabled={deleting} onClick={() => void confirmDelete()}>
            Delete zone
          </Button>
        }
      />
      {dialog}
    </>
  );
}
