import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config';
import type { ShopContact, ShopSettings } from '../contracts';
import { DATABASE, type Database, onConnection, shopSettings, type Transaction } from '../database';

/**
 * The shop's own settings (GET/PUT /api/v1/settings): whether cash on delivery needs a verified phone, and the contact
 * lines every customer e-mail ends with. One row, made by migration 0019; a contact line the owner never set is the
 * SHOP_PHONE / SHOP_EMAIL / SHOP_ADDRESS setting's.
 */
@Injectable()
export class ShopSettingsService {
  /** Prepared once: a cash-on-delivery checkout reads them (docs/decisions/0081-…). */
  private readonly row;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.row = db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1).prepare('shop_settings');
  }

  async get(tx?: Transaction): Promise<ShopSettings> {
    const [row] = await onConnection(this.row, tx ?? this.db).execute();
    const fallback = this.config.shopContact;
    return {
      verifyPhoneForCashOnDelivery: row?.verifyPhoneForCashOnDelivery ?? false,
      contact: {
        phone: row?.contactPhone ?? fallback.phone,
        email: row?.contactEmail ?? fallback.email,
        address: row?.contactAddress ?? fallback.address,
      },
    };
  }

  /** The contact lines a customer e-mail ends with, read in the transaction that queues it. */
  async contact(tx?: Transaction): Promise<ShopContact> {
    return (await this.get(tx)).contact;
  }

  async update(changes: {
    verifyPhoneForCashOnDelivery?: boolean;
    contact?: Partial<ShopContact>;
  }): Promise<ShopSettings> {
    const set = {
      ...(changes.verifyPhoneForCashOnDelivery !== undefined
        ? { verifyPhoneForCashOnDelivery: changes.verifyPhoneForCashOnDelivery }
        : {}),
      ...(changes.contact?.phone !== undefined ? { contactPhone: changes.contact.phone } : {}),
      ...(changes.contact?.email !== undefined ? { contactEmail: changes.contact.email } : {}),
      ...(changes.contact?.address !== undefined ? { contactAddress: changes.contact.address } : {}),
      updatedAt: new Date(),
    };
    // The row exists from the migration on; an upsert keeps a restored backup of an older shop working too.
    await this.db
      .insert(shopSettings)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: shopSettings.id, set });
    return this.get();
  }
}
