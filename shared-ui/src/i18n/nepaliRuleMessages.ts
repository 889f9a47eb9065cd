// The Nepali of the contracts' messages, alone in the chunk ruleMessages.ts loads on a Nepali page.
export { nepaliMessage } from '@pashmina/contracts';
