import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, appConfigOf } from './app-config';
import {
  ENVIRONMENT,
  MIN_SECRET_BYTES,
  RULES,
  SETTING_NAMES,
  type SettingName,
  type Settings,
} from './environment';

export {
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  KHALTI_PRODUCTION_URL,
  KHALTI_SANDBOX_URL,
} from './environment';

/** Thrown when the environment is unusable; main.ts prints the problems and exits before anything starts. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * The folder relative paths are taken from. npm sets INIT_CWD to the folder it was started in, so
 * `npm run seed -w @pashmina/api` (which runs inside api/) and `node api/dist/main.js` at the repo root
 * use the same ./data folder.
 */
export function baseDir(env: Env = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/**
 * Reads every variable of the schema (environment.ts) and checks the rules between them, so one start-up reports
 * all problems, in the schema's order. Empty strings count as unset; a bad value is reported and its default used,
 * so the rules that read it still run.
 * Side effect (development only): creates DATA_DIR and keeps a generated JWT secret in `<DATA_DIR>/jwt-secret`.
 */
export function loadConfig(rawEnv: Env = process.env): AppConfig {
  const problems: { variable: SettingName; text: string }[] = [];
  const given = new Set<SettingName>();
  const values: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) {
    const raw = rawEnv[name]?.trim() || undefined;
    if (raw !== undefined) given.add(name);
    const schema = ENVIRONMENT.shape[name];
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      values[name] = parsed.data;
    } else {
      for (const issue of parsed.error.issues) problems.push({ variable: name, text: issue.message });
      values[name] = schema.parse(undefined);
    }
  }
  const settings = values as Settings;
  const config: AppConfig = appConfigOf(settings, given, baseDir(rawEnv));
  for (const rule of RULES) {
    const text = rule.problem({ settings, config, given });
    if (text) problems.push({ variable: rule.variable, text });
  }

  if (problems.length) {
    const order = (variable: SettingName) => SETTING_NAMES.indexOf(variable);
    // Stable: a variable's own problem comes before its rules', and rules keep their order.
    problems.sort((a, b) => order(a.variable) - order(b.variable));
    throw new ConfigError(problems.map(({ variable, text }) => `${variable} ${text}`));
  }

  if (!config.jwtSecret) config.jwtSecret = developmentSecret(config.dataDir);
  return config;
}

/** Generated once and kept beside the data, so tokens survive restarts without anyone having to set a secret. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(kept) >= MIN_SECRET_BYTES) return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
