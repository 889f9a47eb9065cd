#!/usr/bin/env node
// `npm run i18n`: the shop's message catalogs (docs/decisions/0060-the-shop-in-nepali.md). Extracts every
// `i18n._({ id, message })` of the code lingui.config.js names with Lingui's own extractor (its Babel plugin), merges
// them into shared-ui/src/i18n/locales/{en,ne}/messages.po (Lingui's PO format: a Nepali translation is kept, a new
// message comes with an empty one, a message no longer in the code goes), and compiles both into messages.ts with
// Lingui's own compiler, as `lingui extract --clean && lingui compile --typescript` would, with its plurals written as
// selects (select-plurals.js), which the CLI has no step for.
// It also writes the Nepali catalog in parts (ne/parts/<part>.ts, and their index): the browser loads only those of
// the pages it shows (tools/i18n/parts.mjs says which message goes where). And it compiles the API's catalogs, by
// code and message id, with the same compiler (tools/i18n/api-catalogs.mjs).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformAsync } from '@babel/core';
import extractPlugin from '@lingui/babel-plugin-extract-messages';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { allParts, partFileName, partsIndexModule, splitIntoParts } from './parts.mjs';
import { apiCompiledFiles } from './api-catalogs.mjs';

const require = createRequire(import.meta.url);
const { selectPlurals } = require('./select-plurals.js');
const { repoRoot } = require('../paths.js');
const config = require('../../lingui.config.js');

const [catalogConfig] = config.catalogs;
const at = (dir) => dir.replace('<rootDir>', repoRoot);
const po = formatter({ origins: true, lineNumbers: false });

/** The catalog file of `locale`, with `extension` ('.po', '.ts'). */
export function catalogFile(locale, extension) {
  return `${at(catalogConfig.path).replace('{locale}', locale)}${extension}`;
}

/** The folder of the Nepali catalog's parts. */
export function partsFolder() {
  return path.join(path.dirname(catalogFile('ne', '.ts')), 'parts');
}

/** The source files lingui.config.js extracts from: TypeScript, neither tests nor the catalogs themselves. */
function sourceFiles() {
  return catalogConfig.include.flatMap((dir) =>
    readdirSync(at(dir), { recursive: true })
      .map((file) => path.join(at(dir), String(file)))
      .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
      .filter((file) => !/\.test\.tsx?$|[/\\](?:test|locales|node_modules)[/\\]/.test(file)),
  );
}

/** Every message of the code: id → its English and where it is written. */
export async function extractMessages() {
  const messages = new Map();
  for (const file of sourceFiles()) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('i18n._(')) continue;
    await transformAsync(code, {
      filename: file,
      babelrc: false,
      configFile: false,
      code: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [
        [
          extractPlugin,
          {
            linguiConfig: { runtimeConfigModule: { Trans: ['@lingui/react', 'Trans'] } },
            onMessageExtracted({ id, message, origin }) {
              const relative = path.relative(repoRoot, origin[0]).split(path.sep).join('/');
              const known = messages.get(id);
              if (known && known.message !== message)
                throw new Error(`${id} has two messages: "${known.message}" and "${message}" (${relative})`);
              const origins = known?.origin ?? [];
              if (!origins.some(([seen]) => seen === relative)) origins.push([relative, origin[1]]);
              messages.set(id, { message, origin: origins });
            },
          },
        ],
      ],
    });
  }
  return new Map([...messages].sort(([a], [b]) => a.localeCompare(b)));
}

/** A locale's catalog as its PO file has it (id → { message, translation, … }); empty when there is none. */
export function readCatalog(locale) {
  try {
    return po.parse(readFileSync(catalogFile(locale, '.po'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/** A compiled catalog as the runtime loads it (lingui compile --typescript's shape). */
function compiledModule(messages) {
  return (
    'import type{Messages}from"@lingui/core";export const messages=JSON.parse(' +
    JSON.stringify(JSON.stringify(messages)) +
    ') as Messages;\n'
  );
}

/** A locale's catalog as `npm run i18n` writes it: the code's messages, each with the translation the PO file has. */
export function mergedCatalog(extracted, locale) {
  const existing = readCatalog(locale);
  const catalog = {};
  for (const [id, { message, origin }] of extracted) {
    const translation = locale === config.sourceLocale ? message : (existing[id]?.translation ?? '');
    catalog[id] = { message, translation, origin, comments: existing[id]?.comments ?? [] };
  }
  return catalog;
}

/**
 * A catalog compiled: a message not yet translated falls back to its English, as Lingui's compiler does; a plural is
 * written as a select on its count, which Lingui reads without Intl (select-plurals.js).
 */
function compiledEntries(catalog) {
  return Object.entries(catalog).map(([id, { message, translation, origin }]) => [
    id,
    { origin, compiled: selectPlurals(compileMessage(translation || message)) },
  ]);
}

/**
 * Every compiled file `npm run i18n` writes, file → text: each locale's messages.ts, and the Nepali catalog's parts
 * with their index. `catalogs` are the merged catalogs by locale (mergedCatalog).
 */
export function compiledFiles(catalogs) {
  const files = new Map();
  for (const [locale, catalog] of Object.entries(catalogs)) {
    const entries = compiledEntries(catalog);
    files.set(
      catalogFile(locale, '.ts'),
      compiledModule(Object.fromEntries(entries.map(([id, { compiled }]) => [id, compiled]))),
    );
    if (locale !== 'ne') continue;
    const features = readdirSync(path.join(repoRoot, 'storefront/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const parts = allParts(features);
    for (const [part, messages] of splitIntoParts(new Map(entries), parts))
      files.set(path.join(partsFolder(), `${partFileName(part)}.ts`), compiledModule(messages));
    files.set(path.join(partsFolder(), 'index.ts'), partsIndexModule(parts));
  }
  return files;
}

async function main() {
  const extracted = await extractMessages();
  const catalogs = {};
  for (const locale of config.locales) {
    const catalog = mergedCatalog(extracted, locale);
    catalogs[locale] = catalog;
    const file = catalogFile(locale, '.po');
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A new catalog.
    }
    writeFileSync(
      file,
      po.serialize(catalog, { locale, sourceLocale: config.sourceLocale, existing: current, filename: file }),
    );
    const missing = Object.values(catalog).filter((entry) => !entry.translation).length;
    console.log(
      `${locale}: ${extracted.size} messages${missing ? `, ${missing} without a translation` : ''}`,
    );
  }
  // The parts are all written again: a part whose feature is gone goes with it.
  rmSync(partsFolder(), { recursive: true, force: true });
  mkdirSync(partsFolder(), { recursive: true });
  for (const [file, text] of compiledFiles(catalogs)) writeFileSync(file, text);
  console.log(
    `ne: in ${readdirSync(partsFolder()).length - 1} parts (${path.relative(repoRoot, partsFolder())})`,
  );
  // The API's catalogs: the messages it answers with and its e-mails (tools/i18n/api-catalogs.mjs).
  for (const [file, text] of apiCompiledFiles()) writeFileSync(file, text);
  console.log(`api: ${apiCompiledFiles().size} compiled catalogs`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
