// The API's messages in Nepali by their code (the API's own catalog, contracts/locales/ne.json), alone in the chunk
// ruleMessages.ts loads on a Nepali page, with the little code that reads them: home's first download has none of it.
import { englishMessageIn, isApiMessageId, messageIn } from '@pashmina/contracts';
import type { RuleMessage } from './ruleMessages';

/** A refusal by its code and params, a contracts' message by its id; else as it came (the API's own words). */
export function inNepali(message: RuleMessage): string {
  if (typeof message === 'string') return englishMessageIn('ne', message);
  return isApiMessageId(message.code) ? messageIn('ne', message.code, message.params) : message.message;
}
