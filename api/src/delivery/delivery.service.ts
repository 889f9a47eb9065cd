import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ApiException } from '../common/http/api-exception';
import { isUuid } from '../common/uuid';
import {
  DELIVERY_ZONE_DUPLICATE_MESSAGE,
  DELIVERY_ZONE_NOT_EMPTY_MESSAGE,
  DELIVERY_ZONE_NOT_FOUND_MESSAGE,
  type DeliveryDistrict,
  deliveryFeePaisa,
  type DeliveryQuote,
  type DeliveryZone,
  DISTRICT_REQUIRED_MESSAGE,
  isDistrict,
  paisaToRupees,
  rupeesToPaisa,
  unknownDistrictMessage,
} from '../contracts';
import { isForeignKeyViolation, isUniqueViolation, type Transaction } from '../database';
import { byDistrictName, toDeliveryTerms, toDeliveryZone } from './delivery.mapper';
import { type DeliveryZoneChanges, DeliveryRepository } from './delivery.repository';
import type { CreateDeliveryZoneDto, UpdateDeliveryZoneDto } from './dto/delivery-zone-write.dto';

/** An order's delivery as checkout records it: the district, its zone's name, the fee in paisa. */
export interface DeliveryCharge {
  district: string;
  zone: string;
  feePaisa: number;
  cashOnDelivery: boolean;
}

/** The districts, the zones they are grouped into and the fee of a parcel to one (docs/rules.md, Delivery). */
@Injectable()
export class DeliveryService {
  constructor(private readonly repository: DeliveryRepository) {}

  /** The 77, sorted by name, each with its zone's terms. */
  async districts(): Promise<DeliveryDistrict[]> {
    const rows = await this.repository.districts();
    return rows
      .sort((a, b) => byDistrictName(a.district, b.district))
      .map(({ district, zone }) => ({
        district,
        zoneId: zone.id,
        zone: zone.name,
        ...toDeliveryTerms(zone),
      }));
  }

  /** What delivery to the district costs for goods (after any discount) worth `subtotal` rupees. */
  async quote(district: string, subtotal: number): Promise<DeliveryQuote> {
    const charge = await this.charge(district, rupeesToPaisa(subtotal));
    const zone = await this.repository.zoneOf(charge.district);
    return {
      district: charge.district,
      zone: charge.zone,
      ...toDeliveryTerms(zone!),
      fee: paisaToRupees(charge.feePaisa),
    };
  }

  /**
   * The charge of a parcel to the district for goods after the discount (paisa), read in the caller's transaction
   * when it gives one. An unknown district is a 400 'Please choose your district.'.
   */
  async charge(district: string, goodsAfterDiscountPaisa: number, tx?: Transaction): Promise<DeliveryCharge> {
    const zone = isDistrict(district) ? await this.repository.zoneOf(district, tx) : undefined;
    if (!zone) throw new ApiException(400, DISTRICT_REQUIRED_MESSAGE, { field: 'district' });
    return {
      district,
      zone: zone.name,
      feePaisa: deliveryFeePaisa(zone, goodsAfterDiscountPaisa),
      cashOnDelivery: zone.cashOnDelivery,
    };
  }

  async zones(): Promise<DeliveryZone[]> {
    const zones = await this.repository.zones();
    return zones.map(({ zone, districts }) => toDeliveryZone(zone, districts));
  }

  /** A new zone; the districts named move into it from the zones they were in. */
  async create(fields: CreateDeliveryZoneDto): Promise<DeliveryZone> {
    const districts = this.knownDistricts(fields.districts);
    return this.unique(() =>
      this.repository.transaction(async (tx) => {
        const zone = await this.repository.insert(tx, {
          name: fields.name,
          feePaisa: rupeesToPaisa(fields.fee),
          freeFromPaisa:
            fields.freeFrom === undefined || fields.freeFrom === null ? null : rupeesToPaisa(fields.freeFrom),
          cashOnDelivery: fields.cashOnDelivery ?? true,
          days: fields.days ?? '',
        });
        await this.repository.moveDistricts(tx, zone.id, districts);
        return this.readZone(tx, zone.id);
      }),
    );
  }

  /** Any subset of the fields; `districts` are moved into this zone, none is taken out of it. */
  async update(id: string, fields: UpdateDeliveryZoneDto): Promise<DeliveryZone> {
    const districts = this.knownDistricts(fields.districts);
    const changes: DeliveryZoneChanges = {};
    if (fields.name !== undefined) changes.name = fields.name;
    if (fields.fee !== undefined) changes.feePaisa = rupeesToPaisa(fields.fee);
    if (fields.freeFrom !== undefined)
      changes.freeFromPaisa = fields.freeFrom === null ? null : rupeesToPaisa(fields.freeFrom);
    if (fields.cashOnDelivery !== undefined) changes.cashOnDelivery = fields.cashOnDelivery;
    if (fields.days !== undefined) changes.days = fields.days;
    if (!isUuid(id)) throw new NotFoundException(DELIVERY_ZONE_NOT_FOUND_MESSAGE);
    return this.unique(() =>
      this.repository.transaction(async (tx) => {
        if (!(await this.repository.update(tx, id, changes)))
          throw new NotFoundException(DELIVERY_ZONE_NOT_FOUND_MESSAGE);
        await this.repository.moveDistricts(tx, id, districts);
        return this.readZone(tx, id);
      }),
    );
  }

  /** Only an empty zone can go: every district is always in some zone (409 otherwise). */
  async remove(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repository.exists(id)))
      throw new NotFoundException(DELIVERY_ZONE_NOT_FOUND_MESSAGE);
    let deleted: boolean;
    try {
      deleted = await this.repository.deleteEmpty(id);
    } catch (error) {
      // A district moved into it meanwhile: the foreign key keeps it in a zone.
      if (isForeignKeyViolation(error)) throw new ConflictException(DELIVERY_ZONE_NOT_EMPTY_MESSAGE);
      throw error;
    }
    if (!deleted) {
      if (!(await this.repository.exists(id))) throw new NotFoundException(DELIVERY_ZONE_NOT_FOUND_MESSAGE);
      throw new ConflictException(DELIVERY_ZONE_NOT_EMPTY_MESSAGE);
    }
  }

  /** Each name must be one of the 77 (400 'Unknown district: <name>.' for the first that is not). */
  private knownDistricts(names: string[] | undefined): string[] {
    for (const name of names ?? [])
      if (!isDistrict(name))
        throw new ApiException(400, unknownDistrictMessage(name), { field: 'districts' });
    return [...new Set(names ?? [])].sort(byDistrictName);
  }

  private async readZone(tx: Transaction, id: string): Promise<DeliveryZone> {
    const [found] = await this.repository.zones(tx, id);
    if (!found) throw new NotFoundException(DELIVERY_ZONE_NOT_FOUND_MESSAGE);
    return toDeliveryZone(found.zone, found.districts);
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(DELIVERY_ZONE_DUPLICATE_MESSAGE);
      throw error;
    }
  }
}
