// Reads the repository's .env into process.env without overriding the real environment, so ports
// and URLs from it apply to everything `npm start` runs. Empty values mean unset (.env.example).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=(.*)$/;
const QUOTED = /^(['"]).*\1$/;
const TRAILING_COMMENT = /\s#.*$/;

/** @param {string} dir the folder holding .env */
export function loadEnvFile(dir) {
  const envFile = path.join(dir, '.env');
  if (!existsSync(envFile)) return;
  for (const line of readFileSync(envFile, 'utf8').split(/\r?\n/)) {
    const m = ASSIGNMENT.exec(line);
    if (!m || m[1] in process.env) continue;
    let value = m[2].trim();
    if (QUOTED.test(value)) value = value.slice(1, -1);
    else value = value.replace(TRAILING_COMMENT, '').trim();
    if (value !== '') process.env[m[1]] = value;
  }
}
