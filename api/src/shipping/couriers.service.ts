import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/uuid';
import {
  type Courier,
  COURIER_HAS_ORDERS_MESSAGE,
  COURIER_NAME_TAKEN_MESSAGE,
  COURIER_NOT_FOUND_MESSAGE,
} from '../contracts';
import { type CourierRow, isForeignKeyViolation, isUniqueViolation } from '../database';
import type { CreateCourierDto, UpdateCourierDto } from './dto/courier-write.dto';
import { CouriersRepository } from './couriers.repository';

export const toCourier = (row: CourierRow): Courier => ({
  _id: row.id,
  name: row.name,
  trackingUrl: row.trackingUrl,
});

/** The owner's couriers (docs/rules.md, Shipping): a name unique in any case, a tracking template, kept while used. */
@Injectable()
export class CouriersService {
  constructor(private readonly repository: CouriersRepository) {}

  async list(): Promise<Courier[]> {
    return (await this.repository.list()).map(toCourier);
  }

  findByName(name: string): Promise<CourierRow | undefined> {
    return this.repository.findByName(name);
  }

  async create(body: CreateCourierDto): Promise<Courier> {
    try {
      return toCourier(
        await this.repository.insert({ name: body.name, trackingUrl: body.trackingUrl ?? '' }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(COURIER_NAME_TAKEN_MESSAGE);
      throw error;
    }
  }

  async update(id: string, body: UpdateCourierDto): Promise<Courier> {
    if (!isUuid(id)) throw new NotFoundException(COURIER_NOT_FOUND_MESSAGE);
    let row: CourierRow | undefined;
    try {
      row = await this.repository.update(id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.trackingUrl !== undefined ? { trackingUrl: body.trackingUrl } : {}),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(COURIER_NAME_TAKEN_MESSAGE);
      throw error;
    }
    if (!row) throw new NotFoundException(COURIER_NOT_FOUND_MESSAGE);
    return toCourier(row);
  }

  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundException(COURIER_NOT_FOUND_MESSAGE);
    let outcome: 'deleted' | 'gone' | 'shipped';
    try {
      outcome = await this.repository.deleteUnused(id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ConflictException(COURIER_HAS_ORDERS_MESSAGE);
      throw error;
    }
    if (outcome === 'gone') throw new NotFoundException(COURIER_NOT_FOUND_MESSAGE);
    if (outcome === 'shipped') throw new ConflictException(COURIER_HAS_ORDERS_MESSAGE);
  }
}
