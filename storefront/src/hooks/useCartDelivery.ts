import { deliveryFeePaisa, paisaToRupees, rupeesToPaisa, type DeliveryDistrict } from '@pashmina/contracts';
import { selectCartDistrict, selectSessionUser, useAppSelector } from '@pashmina/shared-ui';
import { useGetDeliveryDistrictsQuery } from '@pashmina/shared-ui/orders';

export interface CartDelivery {
  /** The district chosen at checkout, else the profile's; '' for none yet. */
  district: string;
  /** Its zone's terms, once the list has come; undefined without a district. */
  terms: DeliveryDistrict | undefined;
  /** Rupees: the zone's fee, 0 from its free amount (and 0 until the district is known). */
  fee: number;
  /** Rupees more of goods (after any discount) that make delivery free; null when it is free or never is. */
  moreForFree: number | null;
  /** Rupees: what is paid, the goods after any discount plus the delivery (added in paisa, as the server does). */
  total: number;
}

/**
 * The delivery of the cart's goods (after any discount) to the shopper's district, priced with the same function as
 * the server's checkout (docs/rules.md, Delivery). The districts' terms are asked again whenever a screen using them
 * opens, so an owner's change of a fee shows in the next cart.
 */
export function useCartDelivery(goodsAfterDiscount: number): CartDelivery {
  const chosen = useAppSelector(selectCartDistrict);
  const user = useAppSelector(selectSessionUser);
  const district = chosen || user?.district || '';
  const { currentData: districts } = useGetDeliveryDistrictsQuery(undefined, {
    skip: !district,
    refetchOnMountOrArgChange: true,
  });
  return deliveryOf(goodsAfterDiscount, district, districts);
}

/** The delivery of goods (after any discount) to a district, from the districts' list (undefined while it comes). */
export function deliveryOf(
  goodsAfterDiscount: number,
  district: string,
  districts: DeliveryDistrict[] | undefined,
): CartDelivery {
  const terms = district ? districts?.find((row) => row.district === district) : undefined;
  if (!terms) return { district, terms: undefined, fee: 0, moreForFree: null, total: goodsAfterDiscount };
  const goodsPaisa = rupeesToPaisa(goodsAfterDiscount);
  const freeFromPaisa = terms.freeFrom === null ? null : rupeesToPaisa(terms.freeFrom);
  const feePaisa = deliveryFeePaisa({ feePaisa: rupeesToPaisa(terms.fee), freeFromPaisa }, goodsPaisa);
  return {
    district,
    terms,
    fee: paisaToRupees(feePaisa),
    moreForFree: feePaisa > 0 && freeFromPaisa !== null ? paisaToRupees(freeFromPaisa - goodsPaisa) : null,
    total: paisaToRupees(goodsPaisa + feePaisa),
  };
}
