import { Injectable } from '@nestjs/common';
import type { OrderExportQuery } from '../contracts';
import { ORDER_CSV_HEADER, orderCsvRecord } from './order-csv';
import { orderSearch } from './order-search';
import { OrdersRepository } from './orders.repository';

/** Orders read a batch at a time: enough to keep the round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH = 500;

/** The admin's CSV export of the orders the list's search and filter match, every page (docs/rules.md, Orders). */
@Injectable()
export class OrdersExportService {
  constructor(private readonly repository: OrdersRepository) {}

  /**
   * The CSV text, one chunk a batch, newest first like the list. Pulled by the response stream: the next batch is read
   * only when the client has taken the last one, so 100,000 orders never sit in memory at once.
   */
  async *csv(query: OrderExportQuery): AsyncGenerator<string> {
    yield ORDER_CSV_HEADER;
    const filter = {
      status: query.status,
      paymentMethod: query.payment_method,
      search: orderSearch(query.q),
    };
    let after: string | undefined;
    for (;;) {
      const rows = await this.repository.exportBatch(filter, after, EXPORT_BATCH);
      if (rows.length) yield rows.map(orderCsvRecord).join('');
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1].order.id;
    }
  }
}
