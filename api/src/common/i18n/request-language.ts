import type { Request, Response } from 'express';
import { type Language, languageOfAcceptLanguage } from '../../contracts';

/**
 * The language a request asks for (docs/rules.md, Languages): Nepali when its Accept-Language puts Nepali first of
 * the shop's two (the Nepali pages send `ne`), else English.
 */
export const requestLanguage = (req: Pick<Request, 'headers'> | undefined): Language =>
  languageOfAcceptLanguage(req?.headers?.['accept-language']);

/** An answer whose words follow Accept-Language says so, so no cache hands a Nepali answer to an English page. */
export function varyByLanguage(res: Response): void {
  res.vary('Accept-Language');
}
