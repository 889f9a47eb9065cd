import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutPaymentMethod,
  EMAIL_PATTERN,
  SHOP_CONTACT,
} from '../contracts';
import { badPortProblem } from '../contracts/rules/ports';
import type { AppConfig } from './app-config';

// Every environment variable the API reads, declared once: its type, default, rule and help text. A problem's
// message is the variable's name followed by the rule's text; loadConfig collects every problem before it refuses
// to start. Variables whose default follows from another (UPLOAD_DIR, MAIL_FROM, …) are null here when unset, and
// app-config.ts fills them in. .env.example lists exactly these variables (test/config.spec.ts checks it).

/** Documented development password of the seeded owner account; production must set ADMIN_PASSWORD. */
export const DEV_ADMIN_PASSWORD = 'admin12345';
export const NODE_ENVS = ['development', 'production', 'test'] as const;
/** Where the pictures are kept: UPLOAD_DIR, or an S3-compatible bucket. */
export const STORAGE_KINDS = ['local', 's3'] as const;
export const MIN_SECRET_BYTES = 32;
/** Khalti's own test environment and production: the defaults once a KHALTI_SECRET_KEY is set. */
export const KHALTI_SANDBOX_URL = 'https://dev.khalti.com/api/v2';
export const KHALTI_PRODUCTION_URL = 'https://khalti.com/api/v2';
/** eSewa's test environment (ePay v2): the defaults once an ESEWA_SECRET_KEY is set. */
export const ESEWA_TEST_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
export const ESEWA_TEST_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
/** eSewa's published test merchant: the sandbox's product code and secret, refused in production. */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
/** Sparrow SMS's send API (withoutTrailingSlashes keeps its slash off; the sender adds it back). */
export const SPARROW_SMS_API_URL = 'https://api.sparrowsms.com/v2/sms/';

const DURATION = /^\d+(?:\s?(?:ms|[smhdwy]))?$/;
const HTTP_URL = /^https?:\/\/[^\s/]+/;
/** One label of a host name: letters, digits and inner hyphens, 63 at most. */
const HOST_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;
/** Names Express knows for address ranges, beside literal addresses and CIDR blocks. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];

/** What was typed, as every message quotes it. */
const got = (issue: { input?: unknown }) => `(got "${String(issue.input)}")`;

/** A loop rather than /\/+$/, which rescans every run of slashes that does not end the text. */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) => `must be a whole number from ${min} to ${max} ${got(issue)}`,
    })
    .transform(Number);

/** A port the shop's own code calls with fetch (the shop's server, a browser, a scraper): never a "bad port". */
const fetchablePort = (min: number) =>
  wholeNumber(min, 65535).refine((port) => !badPortProblem(port), {
    error: (issue) => badPortProblem(Number(issue.input)),
  });

const yesOrNo = () =>
  z
    .string()
    .refine((raw) => [...TRUE, ...FALSE].includes(raw.toLowerCase()), {
      error: (issue) => `must be true or false ${got(issue)}`,
    })
    .transform((raw) => TRUE.includes(raw.toLowerCase()));

const httpUrl = () =>
  z
    .string()
    .refine((raw) => HTTP_URL.test(withoutTrailingSlashes(raw)), {
      error: (issue) => `must be an http(s) URL ${got(issue)}`,
    })
    .transform(withoutTrailingSlashes);

/** In lower case, as accounts are compared. */
const emailAddress = () =>
  z
    .string()
    .refine((raw) => EMAIL_PATTERN.test(raw.toLowerCase()), {
      error: (issue) => `must be an e-mail address ${got(issue)}`,
    })
    .transform((raw) => raw.toLowerCase());

/** One line of text for an e-mail's footer: a line break would end the line, or a header if one ever took it. */
const oneLine = () =>
  z.string().refine((raw) => raw.length <= 200 && !/[\r\n]/.test(raw), {
    error: (issue) => `must be one line of at most 200 characters ${got(issue)}`,
  });

/** An IP address (0.0.0.0 or :: for every interface) or a host name; a name ending in a number is a mistyped address. */
const listenAddress = () =>
  z.string().refine(
    (raw) => {
      const labels = raw.split('.');
      const hostName =
        raw.length <= 253 && labels.every((label) => HOST_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
      return isIP(raw) !== 0 || hostName;
    },
    {
      error: (issue) =>
        `must be an IP address (0.0.0.0 or :: for every interface) or a host name ${got(issue)}`,
    },
  );

/** A hop count, or a comma-separated list of addresses, CIDR blocks and Express's names for address ranges. */
const proxies = () =>
  z
    .string()
    .refine(
      (raw) =>
        (/^\d+$/.test(raw) && Number(raw) <= 16) ||
        raw.split(',').every((entry) => {
          const trimmed = entry.trim();
          if (TRUST_PROXY_NAMES.includes(trimmed)) return true;
          const [address, bits, ...rest] = trimmed.split('/');
          const version = isIP(address);
          if (!version || rest.length) return false;
          return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
        }),
      {
        error: (issue) =>
          `must be a hop count from 0 to 16 or a comma-separated list of addresses, CIDR blocks, loopback, linklocal or uniquelocal ${got(issue)}`,
      },
    )
    .transform((raw): number | string =>
      /^\d+$/.test(raw)
        ? Number(raw)
        : raw
            .split(',')
            .map((entry) => entry.trim())
            .join(','),
    );

/** A comma-separated list of payment method ids, each known, none twice; kept in the cart's order. */
const paymentMethods = () =>
  z
    .string()
    .refine(
      (raw) => {
        const ids = raw.split(',').map((id) => id.trim());
        return (
          ids.every((id) => (CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(id)) &&
          new Set(ids).size === ids.length
        );
      },
      {
        error: (issue) =>
          `must be a comma-separated list of ${CHECKOUT_PAYMENT_METHODS.join(', ')}, each once ${got(issue)}`,
      },
    )
    .transform((raw) => {
      const ids = raw.split(',').map((id) => id.trim());
      return CHECKOUT_PAYMENT_METHODS.filter((id) => ids.includes(id)) as CheckoutPaymentMethod[];
    });

/** Hours, a fraction allowed down to a minute; 0 or off turns them off (null). */
const hoursOrOff = () =>
  z
    .string()
    .refine(
      (raw) => {
        if (raw === '0' || raw.toLowerCase() === 'off') return true;
        const hours = Number(raw);
        return /^\d+(?:\.\d+)?$/.test(raw) && hours >= 1 / 60 && hours <= 24 * 365;
      },
      { error: (issue) => `must be a number of hours from 0.02 to 8760, or 0/off ${got(issue)}` },
    )
    .transform((raw) => (raw === '0' || raw.toLowerCase() === 'off' ? null : Number(raw)));

export const ENVIRONMENT = z.object({
  NODE_ENV: z
    .enum(NODE_ENVS, { error: (issue) => `must be one of ${NODE_ENVS.join(', ')} ${got(issue)}` })
    .default('development')
    .describe(
      'development | production | test. Production requires JWT_SECRET, ADMIN_PASSWORD, KHALTI_SECRET_KEY and SMTP_URL.',
    ),
  PORT: fetchablePort(1).default(3000).describe('The port the API listens on.'),
  HOST: listenAddress()
    .default('127.0.0.1')
    .describe(
      "The address the API listens on: this machine alone by default, reached through the shop's proxy beside it.",
    ),
  NEW_ARRIVAL_DAYS: wholeNumber(1, 3650)
    .default(30)
    .describe('A product is a new arrival for this many days after it is created.'),
  CATALOG_CURSOR_ROWS: wholeNumber(2, 1_000_000)
    .default(1000)
    .describe('A deep list page is entered at the sort key of every this-many-th row of its list.'),
  SITEMAP_URLS_PER_FILE: wholeNumber(2, 50_000)
    .default(50_000)
    .describe(
      "URLs in one sitemap file, at most the protocol's 50,000 (at least 2: a page's English and Nepali URLs share a file); more, and /sitemap.xml is an index.",
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .nullable()
    .default(null)
    .describe('A PostgreSQL server; unset, the embedded PGlite under DATA_DIR.'),
  DATA_DIR: z
    .string()
    .default('data')
    .describe(
      'Local data: the PGlite database, uploads, the development JWT secret. Relative to where npm started.',
    ),
  UPLOAD_DIR: z
    .string()
    .nullable()
    .default(null)
    .describe('Where product pictures are stored (served at /uploads). Default: <DATA_DIR>/uploads.'),
  STORAGE: z
    .enum(STORAGE_KINDS, { error: (issue) => `must be one of ${STORAGE_KINDS.join(', ')} ${got(issue)}` })
    .default('local')
    .describe(
      'Where product pictures are kept: local (UPLOAD_DIR) or s3 (the S3-compatible bucket S3_BUCKET, shared by every instance).',
    ),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: (issue) =>
        `must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens ${got(issue)}`,
    })
    .nullable()
    .default(null)
    .describe('The bucket of the pictures (required with STORAGE=s3).'),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, {
      error: (issue) => `must be a region such as eu-central-1 or auto ${got(issue)}`,
    })
    .nullable()
    .default(null)
    .describe("The bucket's region (required with STORAGE=s3): eu-central-1, auto for Cloudflare R2, ..."),
  S3_ENDPOINT: httpUrl()
    .nullable()
    .default(null)
    .describe(
      "An S3-compatible service's address (R2, Spaces, B2, MinIO); unset, AWS S3's own for the region.",
    ),
  S3_FORCE_PATH_STYLE: yesOrNo()
    .default(false)
    .describe(
      'Address the bucket as <endpoint>/<bucket> rather than <bucket>.<endpoint> (MinIO and the like).',
    ),
  S3_TIMEOUT_MS: wholeNumber(100, 60_000)
    .default(5_000)
    .describe(
      'How long the bucket may take to connect and answer a request, in ms: a picture it does not give in time answers 503 with Retry-After.',
    ),
  PICTURE_CACHE_BYTES: wholeNumber(0, 2 ** 40)
    .default(32 * 1024 * 1024)
    .describe(
      'With STORAGE=s3, memory for the pictures served lately under /uploads, in bytes, so a popular one is read from the bucket once; the least recently served are dropped first. 0: none kept.',
    ),
  S3_ACCESS_KEY_ID: z
    .string()
    .nullable()
    .default(null)
    .describe(
      "The bucket's access key; unset, the AWS SDK's usual credential chain (AWS_* variables, a role, ...).",
    ),
  S3_SECRET_ACCESS_KEY: z.string().nullable().default(null).describe('The secret of S3_ACCESS_KEY_ID.'),
  PICTURES_PUBLIC_URL: httpUrl()
    .nullable()
    .default(null)
    .describe(
      'Where browsers load the pictures from (a CDN or a public bucket): <PICTURES_PUBLIC_URL>/products/...; unset, the API serves them under /uploads.',
    ),
  JWT_EXPIRES_IN: z
    .string()
    .regex(DURATION, { error: (issue) => `must be a duration such as 7d, 12h or 3600 ${got(issue)}` })
    .default('7d')
    .describe('Token lifetime: 7d, 12h, 30m or seconds.'),
  ADMIN_EMAIL: emailAddress()
    .default('admin@pashmina.test')
    .describe('The owner account created by the first-start seed.'),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'must be at least 8 characters long' })
    .default(DEV_ADMIN_PASSWORD)
    .describe("The owner's password; required in production, and never the development one there."),
  PUBLIC_URL: httpUrl()
    .default('http://localhost:4200')
    .describe("The shop's public address: CORS, e-mail links, the sitemap, Khalti's return address."),
  SEED: yesOrNo().default(true).describe('Seed an empty database (no users) on start.'),
  AUTH_RATE_LIMIT: wholeNumber(1, 1_000_000)
    .default(10)
    .describe('Login, register, profile and password reset attempts a minute from one client address.'),
  LOGIN_FAILURE_LIMIT: wholeNumber(1, 1_000_000)
    .default(5)
    .describe('Failed logins on one account from one client address in 15 minutes before 429.'),
  CHECKOUT_RATE_LIMIT: wholeNumber(1, 1_000_000).default(10).describe('Checkouts a minute per account.'),
  CHECKOUT_ADDRESS_RATE_LIMIT: wholeNumber(1, 1_000_000)
    .default(30)
    .describe('Checkouts a minute per client address, whatever the account.'),
  TRUST_PROXY: proxies()
    .default('loopback')
    .describe(
      "Which proxies to believe for the client address (X-Forwarded-For): a hop count or a list; default the shop's proxy on loopback.",
    ),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: 'must be a redis:// or rediss:// URL' })
    .nullable()
    .default(null)
    .describe(
      'Redis for the rate-limit counters, shared by every API instance; unset, each counts in memory.',
    ),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, {
      error: (issue) => `must be 1 to 64 letters, digits or _ : . - ${got(issue)}`,
    })
    .default('pashmina:')
    .describe("Prefix of this shop's keys in Redis, so two shops can share one."),
  KHALTI_SECRET_KEY: z
    .string()
    .nullable()
    .default(null)
    .describe(
      'Khalti ePayment secret key; unset, the built-in Khalti sandbox takes the payments (never in production).',
    ),
  KHALTI_BASE_URL: httpUrl()
    .nullable()
    .default(null)
    .describe(
      "Base of Khalti's ePayment API. Default with a key: Khalti's test environment, or its production API in production; without a key: this API's sandbox.",
    ),
  KHALTI_TIMEOUT_MS: wholeNumber(100, 120_000)
    .default(15_000)
    .describe(
      'How long a call to Khalti may take before it counts as unanswered (a refund then stays pending), in ms.',
    ),
  KHALTI_ALLOW_TEST_ENDPOINT: yesOrNo()
    .default(false)
    .describe("1 lets production use a KHALTI_BASE_URL other than Khalti's production API."),
  PAYMENT_METHODS: paymentMethods()
    .default([...CHECKOUT_PAYMENT_METHODS])
    .describe(
      `The ways to pay the cart offers, comma-separated: ${CHECKOUT_PAYMENT_METHODS.join(', ')} (default all of them).`,
    ),
  ESEWA_PRODUCT_CODE: z
    .string()
    .regex(/^[\w-]{1,64}$/, { error: (issue) => `must be eSewa's merchant product code ${got(issue)}` })
    .nullable()
    .default(null)
    .describe(`eSewa's merchant product code; unset: ${ESEWA_TEST_PRODUCT_CODE}, eSewa's test merchant.`),
  ESEWA_SECRET_KEY: z
    .string()
    .nullable()
    .default(null)
    .describe(
      'eSewa ePay v2 secret key (signs the form, checks the return); unset, the built-in eSewa sandbox takes the payments (never in production).',
    ),
  ESEWA_FORM_URL: httpUrl()
    .nullable()
    .default(null)
    .describe(
      "Where the shopper's browser posts eSewa's form. Default with a key: eSewa's test environment; without a key: this API's sandbox.",
    ),
  ESEWA_STATUS_URL: httpUrl()
    .nullable()
    .default(null)
    .describe(
      "eSewa's transaction status API. Default with a key: eSewa's test environment; without a key: this API's sandbox.",
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+/, {
      error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
    })
    .nullable()
    .default(null)
    .describe('The mail server (required in production); unset in development, the built-in mailbox.'),
  MAIL_FROM: z
    .string()
    // A line break in a header value would start a header of its own.
    .refine((raw) => !/[\r\n]/.test(raw) && raw.includes('@'), {
      error: (issue) => `must be one address, e.g. Pashmina Shop <no-reply@example.com> ${got(issue)}`,
    })
    .nullable()
    .default(null)
    .describe("The sender of every e-mail. Default: Pashmina Shop <no-reply@PUBLIC_URL's host>."),
  SHOP_ALERT_EMAIL: emailAddress()
    .nullable()
    .default(null)
    .describe('Who gets the new-order alerts. Default: ADMIN_EMAIL.'),
  SHOP_PHONE: oneLine()
    .default(SHOP_CONTACT.phone)
    .describe("The shop's phone number, at the end of every customer e-mail. Default: the Contact page's."),
  SHOP_EMAIL: emailAddress()
    .default(SHOP_CONTACT.email)
    .describe(
      "The shop's e-mail address for customers, at the end of every customer e-mail. Default: the Contact page's.",
    ),
  SHOP_ADDRESS: oneLine()
    .default(SHOP_CONTACT.address)
    .describe("The shop's address, at the end of every customer e-mail. Default: the Contact page's."),
  SMS_ENABLED: yesOrNo()
    .optional()
    .describe(
      'Text the customers (order placed, shipped, delivered, refunded; phone codes). Default: on, except in production without SPARROW_SMS_TOKEN.',
    ),
  SPARROW_SMS_TOKEN: z
    .string()
    .nullable()
    .default(null)
    .describe(
      "Sparrow SMS's API token; unset, the texts go to the built-in outbox at /sandbox/sms (development only; production refuses SMS_ENABLED without it).",
    ),
  SPARROW_SMS_URL: httpUrl()
    .default(SPARROW_SMS_API_URL)
    .describe("Sparrow SMS's send API (POST, form fields token, from, to, text)."),
  SPARROW_SMS_FROM: z
    .string()
    .regex(/^[\w .-]{1,20}$/, { error: (issue) => `must be Sparrow's sender identity ${got(issue)}` })
    .default('PashminaShop')
    .describe('The sender identity Sparrow SMS gave the shop (`from`).'),
  SMS_OUTBOX: yesOrNo()
    .default(false)
    .describe('Tests only: the built-in SMS outbox in NODE_ENV=test (development has it without a token).'),
  TRACKING_FAILURE_LIMIT: wholeNumber(1, 1_000_000)
    .default(10)
    .describe('Wrong tries of the public tracking page from one client address in 15 minutes before 429.'),
  MAILBOX_PORT: wholeNumber(0, 65535)
    .default(1025)
    .describe("The built-in mailbox's SMTP port (development without SMTP_URL; in tests only when set)."),
  // The mail worker's pace (docs/decisions/0008-e-mail-a-transactional-outbox.md). The defaults are the shop's policy; tests shorten them.
  MAIL_POLL_MS: wholeNumber(10, 60_000)
    .default(1000)
    .describe('How often each API instance asks for the e-mails that are due, in ms.'),
  MAIL_CLAIM_MS: wholeNumber(1000, 60 * 60_000)
    .default(2 * 60_000)
    .describe("How long an instance's claim on an e-mail lasts while it sends it, in ms."),
  MAIL_RETRY_FIRST_MS: wholeNumber(100, 60 * 60_000)
    .default(10_000)
    .describe('The wait after a first temporary failure, doubled after each next one, in ms.'),
  MAIL_RETRY_MAX_MS: wholeNumber(100, 24 * 60 * 60_000)
    .default(15 * 60_000)
    .describe('The longest wait between two tries of an e-mail, in ms.'),
  PASSWORD_RESET_TTL_MINUTES: wholeNumber(1, 24 * 60)
    .default(60)
    .describe('Minutes a password reset link works.'),
  BACKUP_DIR: z
    .string()
    .default('backups')
    .describe('Where backups are written: never a folder a server serves, nor inside UPLOAD_DIR.'),
  BACKUP_PASSPHRASE: z
    .string()
    .min(12, { error: 'must be at least 12 characters long' })
    .nullable()
    .default(null)
    .describe('Encrypts every backup (AES-256-GCM, key by scrypt) when set.'),
  BACKUP_INTERVAL_HOURS: hoursOrOff()
    .optional()
    .describe('Hours between scheduled backups (0 or off: none). Default: 24 in production, off elsewhere.'),
  BACKUP_KEEP: wholeNumber(1, 10_000)
    .default(14)
    .describe('Archives kept; older ones are deleted after each backup.'),
  METRICS_PORT: fetchablePort(0)
    .nullable()
    .default(null)
    .describe("Prometheus's GET /metrics on this port of its own, never PORT. Off unless set."),
  METRICS_HOST: listenAddress()
    .default('127.0.0.1')
    .describe("The address of METRICS_PORT's listener: this machine alone unless opened, whatever HOST is."),
  API_DOCS: yesOrNo()
    .optional()
    .describe('Serve the Swagger UI at /api/docs. Default: on, except in production.'),
  CATALOG_CACHE: z
    .string()
    .default('on')
    .transform((raw) => raw !== 'off')
    .describe('off: answer every public catalogue request from the database (the list totals stay cached).'),
  CATALOG_CACHE_BYTES: wholeNumber(0, 2 ** 40)
    .default(32 * 1024 * 1024)
    .describe(
      "Memory for the catalogue's cached answers, list totals and replayed answers together, in bytes; the least recently used are dropped first.",
    ),
  JWT_SECRET: z
    .string()
    .refine((raw) => Buffer.byteLength(raw) >= MIN_SECRET_BYTES, {
      error: `must be at least ${MIN_SECRET_BYTES} bytes long`,
    })
    .nullable()
    .default(null)
    .describe(
      'HS256 signing secret, required in production; unset elsewhere, one is generated and kept in DATA_DIR.',
    ),
});

/** The environment as the API reads it: every variable typed, defaults applied. */
export type Settings = z.output<typeof ENVIRONMENT>;
export type SettingName = keyof Settings;

/** The variables in their declared order, which is the order their problems are listed in. */
export const SETTING_NAMES = Object.keys(ENVIRONMENT.shape) as SettingName[];

/** A rule between variables, or on one in a mode: checked once each variable is read, the variable's name first. */
export interface SettingsRule {
  variable: SettingName;
  /** The problem after the variable's name, or undefined when the rule holds. */
  problem(context: RuleContext): string | undefined;
}

export interface RuleContext {
  settings: Settings;
  /** The configuration they make, before a development JWT secret is generated. */
  config: AppConfig;
  /** The variables set in the environment, rather than defaulted. */
  given: ReadonlySet<SettingName>;
}

const production = ({ config }: RuleContext) => config.nodeEnv === 'production';

export const RULES: SettingsRule[] = [
  {
    variable: 'ADMIN_PASSWORD',
    problem: (c) =>
      production(c) && !c.given.has('ADMIN_PASSWORD') ? 'is required when NODE_ENV=production' : undefined,
  },
  {
    variable: 'ADMIN_PASSWORD',
    problem: (c) =>
      production(c) && c.settings.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD
        ? 'must not be the development password in production'
        : undefined,
  },
  {
    // Without a key the built-in Khalti sandbox takes the payments: never acceptable in production.
    variable: 'KHALTI_SECRET_KEY',
    problem: (c) =>
      production(c) && !c.settings.KHALTI_SECRET_KEY
        ? 'is required when NODE_ENV=production (the built-in Khalti sandbox never runs in production)'
        : undefined,
  },
  {
    // A real shop's payments go to Khalti itself: a test endpoint in production has to be asked for, by name.
    variable: 'KHALTI_BASE_URL',
    problem: (c) => {
      const url = c.config.khaltiBaseUrl;
      if (!production(c) || !url || url === KHALTI_PRODUCTION_URL || c.settings.KHALTI_ALLOW_TEST_ENDPOINT)
        return undefined;
      return `must be Khalti's production API (${KHALTI_PRODUCTION_URL}) when NODE_ENV=production (got "${url}"); set KHALTI_ALLOW_TEST_ENDPOINT=1 to accept another on purpose`;
    },
  },
  {
    // Without a key the built-in eSewa sandbox takes the payments, and the test secret signs for anyone who reads
    // eSewa's documentation: neither can take a real shop's money.
    variable: 'ESEWA_SECRET_KEY',
    problem: (c) => {
      if (!production(c) || !c.settings.PAYMENT_METHODS.includes('esewa')) return undefined;
      if (!c.settings.ESEWA_SECRET_KEY)
        return 'is required when NODE_ENV=production and PAYMENT_METHODS has esewa (the built-in eSewa sandbox never runs in production)';
      return c.settings.ESEWA_SECRET_KEY === ESEWA_TEST_SECRET_KEY
        ? "must not be eSewa's published test secret in production"
        : undefined;
    },
  },
  {
    // Without a mail server the built-in mailbox takes the e-mails, and no customer ever gets one.
    variable: 'SMTP_URL',
    problem: (c) =>
      production(c) && !c.settings.SMTP_URL
        ? 'is required when NODE_ENV=production (the built-in mailbox never runs in production, and without a mail server no order confirmation or password reset reaches anyone)'
        : undefined,
  },
  {
    // Without a token the texts would go to the development outbox, which never runs in production: nobody would
    // get their order's texts or their phone's code.
    variable: 'SPARROW_SMS_TOKEN',
    problem: (c) =>
      production(c) && c.settings.SMS_ENABLED === true && !c.settings.SPARROW_SMS_TOKEN
        ? 'is required when NODE_ENV=production and SMS_ENABLED is on (the built-in SMS outbox never runs in production)'
        : undefined,
  },
  ...(['S3_BUCKET', 'S3_REGION'] as const).map((variable): SettingsRule => ({
    variable,
    problem: ({ settings }) =>
      settings.STORAGE === 's3' && !settings[variable] ? 'is required when STORAGE=s3' : undefined,
  })),
  ...(
    [
      ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
    ] as const
  ).map(([variable, other]): SettingsRule => ({
    variable,
    // Half a key pair would fall back to the SDK's chain for the other half without a word.
    problem: ({ settings }) =>
      !settings[variable] && settings[other] ? `is required when ${other} is set` : undefined,
  })),
  {
    // Backups (docs/operations.md): never under a folder the API serves.
    variable: 'BACKUP_DIR',
    problem: ({ config: { backupDir, uploadDir } }) =>
      backupDir === uploadDir || backupDir.startsWith(uploadDir + path.sep)
        ? `must not be inside UPLOAD_DIR, which the API serves (got "${backupDir}")`
        : undefined,
  },
  {
    variable: 'METRICS_PORT',
    problem: ({ config: { metricsPort, port } }) =>
      metricsPort !== null && metricsPort !== 0 && metricsPort === port
        ? `must differ from PORT (${port}): the metrics are never served on the public port`
        : undefined,
  },
  {
    variable: 'JWT_SECRET',
    problem: (c) =>
      production(c) && !c.settings.JWT_SECRET
        ? 'is required when NODE_ENV=production (at least 32 bytes, e.g. `openssl rand -base64 48`)'
        : undefined,
  },
];
