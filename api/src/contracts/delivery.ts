// Delivery by district: the public list and quote (GET /api/v1/delivery/districts, /delivery/quote) and the admin's
// zones (GET/POST /api/v1/delivery/zones, PUT/DELETE /api/v1/delivery/zones/:id). Money in rupees; the database keeps paisa.

/** A zone's terms, as the public calls and the admin's zones show them. */
export interface DeliveryTerms {
  /** Rupees. */
  fee: number;
  /** Rupees; null: never free. */
  freeFrom: number | null;
  cashOnDelivery: boolean;
  /** Free text such as '1-2'. */
  days: string;
}

/** GET /api/v1/delivery/districts: one of the 77, with the terms of its zone. */
export interface DeliveryDistrict extends DeliveryTerms {
  district: string;
  zoneId: string;
  zone: string;
}

/** GET /api/v1/delivery/quote?district=&subtotal=: `fee` is 0 when the subtotal reaches `freeFrom`. */
export interface DeliveryQuote extends DeliveryTerms {
  district: string;
  zone: string;
}

export interface DeliveryQuoteQuery {
  district: string;
  /** The goods after any discount, in rupees. */
  subtotal?: number;
}

/** A zone as the admin's calls return it. */
export interface DeliveryZone extends DeliveryTerms {
  _id: string;
  name: string;
  /** Sorted by name. */
  districts: string[];
}

/** POST /api/v1/delivery/zones; PUT takes any subset (`districts` are moved into the zone, none taken out). */
export interface DeliveryZoneWriteFields {
  name: string;
  fee: number;
  freeFrom?: number | null;
  cashOnDelivery?: boolean;
  days?: string;
  districts?: string[];
}

/** What an order records of its delivery: null for orders placed before delivery was charged. */
export interface OrderDelivery {
  district: string;
  zone: string;
  /** Rupees; 0 when free. */
  fee: number;
}
