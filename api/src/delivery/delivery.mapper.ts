import { type DeliveryTerms, type DeliveryZone, NEPAL_DISTRICTS, paisaToRupees } from '../contracts';
import type { DeliveryZoneRow } from '../database';

const DISTRICT_ORDER = new Map<string, number>(NEPAL_DISTRICTS.map((name, at) => [name, at]));

/** Districts by name, as the list in the code has them (whatever the database's collation). */
export const byDistrictName = (a: string, b: string) =>
  (DISTRICT_ORDER.get(a) ?? 0) - (DISTRICT_ORDER.get(b) ?? 0);

/** A zone's row (paisa) → its terms in rupees. */
export function toDeliveryTerms(row: DeliveryZoneRow): DeliveryTerms {
  return {
    fee: paisaToRupees(row.feePaisa),
    freeFrom: row.freeFromPaisa === null ? null : paisaToRupees(row.freeFromPaisa),
    cashOnDelivery: row.cashOnDelivery,
    days: row.days,
  };
}

export function toDeliveryZone(row: DeliveryZoneRow, districts: string[]): DeliveryZone {
  return {
    _id: row.id,
    name: row.name,
    ...toDeliveryTerms(row),
    districts: [...districts].sort(byDistrictName),
  };
}
