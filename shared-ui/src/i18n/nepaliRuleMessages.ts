// The API's messages in Nepali by their code (the API's own catalog, contracts/locales/ne.json), alone in the chunk
// ruleMessages.ts loads on a Nepali page.
export { englishMessageIn, isApiMessageId, messageIn } from '@pashmina/contracts';
