import type { AddressInfo } from 'node:net';
import type { HttpAdapterHost } from '@nestjs/core';
import { isLanguage, type Language } from '../contracts';
import { PaymentProviderError } from './payment-provider';

/**
 * `http://<address this API listens on>/<path>`: how a provider's client reaches its built-in sandbox server-side,
 * whatever PUBLIC_URL says (the shop's address may not lead back here from the server).
 */
export function ownUrl(adapterHost: HttpAdapterHost, path: string): string {
  const address = adapterHost.httpAdapter?.getHttpServer()?.address() as
    AddressInfo | string | null | undefined;
  if (!address || typeof address === 'string')
    throw new PaymentProviderError(`The API is not listening: its sandbox at /${path} is unreachable`);
  const host = ['::', '0.0.0.0'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/${path}`;
}

/**
 * A wallet's return path for a checkout made in `language`: the English one as it always was, `<path>/ne` for a
 * Nepali page. In the path, not the query: a wallet appends its own query to the address it is given
 * (eSewa's `?data=`), and not every wallet merges it into one that already has a query.
 */
export function returnPathIn(language: Language, path: string): string {
  return language === 'en' ? path : `${path}/${language}`;
}

/** The language a return path names (`…/return/ne`); English for none, or for anything else. */
export const returnLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');
