// The API's catalogs (docs/api.md): ICU messages by id, one JSON file a language, which translators edit, compiled by
// Lingui's own message compiler (as the pages' are) into a TypeScript module beside them, committed, since the API and
// the pages' chunk of the rules' Nepali import it and neither has a Lingui loader. It is named `<language>.compiled.ts`,
// not `<language>.ts`: Node's require would find the JSON beside it first.
// - api/src/contracts/locales/<language>.json: the messages a shopper reads from the API, by code or message id
//   (their English is the contracts' own: api/src/contracts/messages/api-messages.ts);
// - api/src/mail/locales/<language>.json: the e-mails' texts, English and Nepali.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../paths.js');

/** The folders of the API's catalogs, and where each compiled module imports the catalog's type from. */
export const API_CATALOG_FOLDERS = [
  { folder: 'api/src/contracts/locales', typeFrom: '../messages/format' },
  { folder: 'api/src/mail/locales', typeFrom: '../../contracts' },
];

/** A catalog's source: id → ICU message. */
export function readApiCatalog(folder, language) {
  return JSON.parse(readFileSync(path.join(repoRoot, folder, `${language}.json`), 'utf8'));
}

/** The languages a folder has catalogs of. */
export const apiCatalogLanguages = (folder) =>
  readdirSync(path.join(repoRoot, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** A compiled catalog module: the messages compiled, in the order the source writes them. */
function compiledModule(source, typeFrom) {
  const compiled = Object.fromEntries(Object.entries(source).map(([id, icu]) => [id, compileMessage(icu)]));
  const ids = Object.keys(source).map((id) => JSON.stringify(id));
  return (
    '// Compiled by `npm run i18n` from the JSON beside it: edit that, not this.\n' +
    `import type { CompiledCatalog } from '${typeFrom}';\n\n` +
    `/** The ids this catalog has. */\nexport type MessageId = ${ids.join(' | ') || 'never'};\n\n` +
    `export const messages: CompiledCatalog<MessageId> = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`
  );
}

/** Every compiled module of the API's catalogs, file → text. */
export function apiCompiledFiles() {
  const files = new Map();
  for (const { folder, typeFrom } of API_CATALOG_FOLDERS)
    for (const language of apiCatalogLanguages(folder))
      files.set(
        path.join(repoRoot, folder, `${language}.compiled.ts`),
        compiledModule(readApiCatalog(folder, language), typeFrom),
      );
  return files;
}
