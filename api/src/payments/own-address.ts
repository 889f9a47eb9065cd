import type { AddressInfo } from 'node:net';
import type { HttpAdapterHost } from '@nestjs/core';
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
