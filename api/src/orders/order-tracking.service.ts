import { HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { RetryLater } from '../common/http/retry-later';
import { FailureCounters } from '../common/throttling';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  fromDevanagariDigits,
  isValidPhone,
  TRACK_NOT_FOUND_MESSAGE,
  TRACK_TOO_MANY_MESSAGE,
  type TrackedOrder,
} from '../contracts';
import { shipmentOf } from './order.mapper';
import { OrdersRepository } from './orders.repository';

/** Wrong tries of the tracking page are counted in a window this long, from the first. */
export const TRACKING_FAILURE_WINDOW_MS = 15 * 60_000;

/** 429 past TRACKING_FAILURE_LIMIT wrong tries from one client address; Retry-After is sent. */
export class TrackingLockedException extends HttpException implements RetryLater {
  constructor(readonly retryAfterSeconds: number) {
    super(TRACK_TOO_MANY_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** An order's number as typed: 1001, #1001, or in Devanagari digits. */
function numberOf(typed: unknown): number | undefined {
  if (typeof typed !== 'string') return undefined;
  const digits = fromDevanagariDigits(typed.trim()).replace(/^#/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * The public tracking page's lookup (docs/rules.md, Shipping): an order by its number AND the phone it was placed
 * with, answering its status, history, shipment and district, nothing else. A wrong number and a wrong phone get the
 * same 404; wrong tries are counted per client address, apart from the login limits (TRACKING_FAILURE_LIMIT).
 */
@Injectable()
export class OrderTracking {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly failures: FailureCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async track(typedNumber: unknown, typedPhone: unknown, client: string): Promise<TrackedOrder> {
    const key = `track-from:${client}`;
    const tried = await this.failures.read(key);
    if (tried.count >= this.config.trackingFailureLimit)
      throw new TrackingLockedException(tried.retryAfterSeconds);
    const number = numberOf(typedNumber);
    const phone = typeof typedPhone === 'string' ? fromDevanagariDigits(typedPhone.trim()) : '';
    const found =
      number !== undefined && isValidPhone(phone)
        ? await this.repository.findByNumberAndPhone(number, phone)
        : undefined;
    if (!found) {
      await this.failures.add(key, TRACKING_FAILURE_WINDOW_MS);
      throw new NotFoundException(TRACK_NOT_FOUND_MESSAGE);
    }
    const history = await this.repository.statusHistory(found.id);
    return {
      number: found.orderNumber,
      status: found.status,
      placedAt: found.createdAt.toISOString(),
      // Status changes only: a note or a part refund that left the status is not a step of the parcel.
      history: history
        .filter((entry, i) => i === 0 || entry.status !== history[i - 1].status)
        .map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
      shipment: shipmentOf(found),
      delivery: { district: found.deliveryDistrict },
    };
  }
}
