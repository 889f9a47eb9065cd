import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { ENVIRONMENT, SETTING_NAMES } from '../src/config/environment';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pashmina-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: dir, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('expected a ConfigError');
  };

  it('has development defaults and keeps a generated JWT secret under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dir, INIT_CWD: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: null,
      dataDir: dir,
      pgliteDir: path.join(dir, 'pglite'),
      uploadDir: path.join(dir, 'uploads'),
      jwtExpiresIn: '7d',
      adminEmail: 'admin@pashmina.test',
      adminPassword: 'admin12345',
      newArrivalDays: 30,
      publicUrl: 'http://localhost:4200',
      seed: true,
    });
    expect(Buffer.byteLength(config.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reports every bad value at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NEW_ARRIVAL_DAYS: '0',
      SEED: 'maybe',
      JWT_SECRET: 'short',
      DATABASE_URL: 'mysql://x',
      NODE_ENV: 'staging',
    });
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
    expect(problems.join('\n')).toMatch(/JWT_SECRET must be at least 32 bytes/);
  });

  /** Production's required settings but the wallets' keys. */
  const productionBase = () => ({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    JWT_SECRET: 'p'.repeat(40),
    ADMIN_PASSWORD: 'a-real-password',
    SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
  });

  it('requires JWT_SECRET, ADMIN_PASSWORD, a Khalti key and a mail server in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'ADMIN_PASSWORD is required when NODE_ENV=production',
      'ADMIN_PASSWORD must not be the development password in production',
      'KHALTI_SECRET_KEY is required when NODE_ENV=production (the built-in Khalti sandbox never runs in production)',
      'ESEWA_SECRET_KEY is required when NODE_ENV=production and PAYMENT_METHODS has esewa (the built-in eSewa sandbox never runs in production)',
      expect.stringMatching(
        /^SMTP_URL is required when NODE_ENV=production \(the built-in mailbox never runs/,
      ),
      expect.stringMatching(/^JWT_SECRET is required when NODE_ENV=production/),
    ]);
    const production = { ...productionBase(), ESEWA_SECRET_KEY: 'live-esewa-key' };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^KHALTI_SECRET_KEY is required/)]);
    expect(loadConfig({ ...production, KHALTI_SECRET_KEY: 'live-key' })).toMatchObject({
      khaltiSecretKey: 'live-key',
      khaltiBaseUrl: 'https://khalti.com/api/v2',
    });
  });

  it("refuses eSewa in production with no key or with eSewa's published test secret, unless it is not enabled", () => {
    const production = { ...productionBase(), KHALTI_SECRET_KEY: 'live-key' };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^ESEWA_SECRET_KEY is required/)]);
    expect(problemsOf({ ...production, ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q' })).toEqual([
      "ESEWA_SECRET_KEY must not be eSewa's published test secret in production",
    ]);
    expect(loadConfig({ ...production, PAYMENT_METHODS: 'khalti,cashOnDelivery' }).paymentMethods).toEqual([
      'khalti',
      'cashOnDelivery',
    ]);
    expect(
      problemsOf({ ...production, ESEWA_SECRET_KEY: 'live-esewa-key', PAYMENT_METHODS: 'khalti,paypal' }),
    ).toEqual([
      expect.stringMatching(
        /^PAYMENT_METHODS must be a comma-separated list of khalti, esewa, cashOnDelivery/,
      ),
    ]);
    expect(loadConfig({ ...production, ESEWA_SECRET_KEY: 'live-esewa-key' })).toMatchObject({
      paymentMethods: ['khalti', 'esewa', 'cashOnDelivery'],
      esewa: {
        sandbox: false,
        productCode: 'EPAYTEST',
        formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      },
    });
  });

  it("sends from no-reply at the shop's host and alerts the owner, unless told otherwise; the mailbox only in development", () => {
    const base = { DATA_DIR: dir, PUBLIC_URL: 'https://shop.example.com' };
    expect(loadConfig(base)).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Pashmina Shop <no-reply@shop.example.com>',
      shopAlertEmail: 'admin@pashmina.test',
      mailbox: true,
      mailboxPort: 1025,
      passwordResetTtlMinutes: 60,
    });
    expect(
      loadConfig({
        ...base,
        SMTP_URL: 'smtp://mail.example.com:587',
        SHOP_ALERT_EMAIL: 'Orders@Example.com',
      }),
    ).toMatchObject({ mailbox: false, shopAlertEmail: 'orders@example.com' });
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).mailbox).toBe(false);
    expect(
      problemsOf({
        ...base,
        SMTP_URL: 'http://mail.example.com',
        MAIL_FROM: 'Shop <a@b.c>\r\nBcc: x@y.z',
        MAILBOX_PORT: 'x',
      }),
    ).toEqual([
      expect.stringMatching(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/),
      expect.stringMatching(/^MAIL_FROM must be one address/),
      expect.stringMatching(/^MAILBOX_PORT must be a whole number/),
    ]);
  });

  it("ends customer e-mails with the Contact page's phone, e-mail and address unless SHOP_* say otherwise", () => {
    expect(loadConfig({ DATA_DIR: dir }).shopContact).toEqual({
      phone: '+977 1-4701234',
      email: 'hello@pashminashop.com.np',
      address: 'Thamel, Kathmandu, Nepal',
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        SHOP_PHONE: '+977 61-465000',
        SHOP_EMAIL: 'Care@Pashmina.test',
        SHOP_ADDRESS: 'Lakeside, Pokhara',
      }).shopContact,
    ).toEqual({ phone: '+977 61-465000', email: 'care@pashmina.test', address: 'Lakeside, Pokhara' });
    expect(problemsOf({ SHOP_EMAIL: 'shop', SHOP_ADDRESS: 'Thamel\nBcc: x@y.z' })).toEqual([
      'SHOP_EMAIL must be an e-mail address (got "shop")',
      expect.stringMatching(/^SHOP_ADDRESS must be one line of at most 200 characters/),
    ]);
  });

  it("runs the mailbox in tests only when they name its port, and keeps the mail worker's policy unless told", () => {
    const base = { DATA_DIR: dir, NODE_ENV: 'test' };
    expect(loadConfig({ ...base, MAILBOX_PORT: '3101' })).toMatchObject({ mailbox: true, mailboxPort: 3101 });
    expect(loadConfig({ ...base, MAILBOX_PORT: '3101', SMTP_URL: 'smtp://127.0.0.1:2525' }).mailbox).toBe(
      false,
    );
    // Ten seconds after a first failure, doubling up to 15 minutes, for 24 hours; a claim lasts 2 minutes.
    expect(loadConfig(base).mailWorker).toEqual({
      pollMs: 1000,
      claimMs: 120_000,
      firstRetryMs: 10_000,
      maxRetryMs: 900_000,
      giveUpMs: 86_400_000,
    });
    expect(
      loadConfig({ ...base, MAIL_POLL_MS: '50', MAIL_CLAIM_MS: '3000', MAIL_RETRY_FIRST_MS: '1000' })
        .mailWorker,
    ).toMatchObject({ pollMs: 50, claimMs: 3000, firstRetryMs: 1000 });
    expect(problemsOf({ ...base, MAIL_POLL_MS: '0', MAIL_CLAIM_MS: '10' })).toEqual([
      expect.stringMatching(/^MAIL_POLL_MS must be a whole number from 10 to 60000/),
      expect.stringMatching(/^MAIL_CLAIM_MS must be a whole number from 1000 to 3600000/),
    ]);
  });

  it('listens on 127.0.0.1 unless HOST opens it up, and refuses a HOST that names no address', () => {
    // Reached through the shell's proxy beside it (TRUST_PROXY=loopback), never straight from the network.
    expect(loadConfig({ DATA_DIR: dir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, HOST: '  ' }).host).toBe('127.0.0.1');
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'fd00::2', 'localhost', 'api-1.internal'])
      expect(loadConfig({ DATA_DIR: dir, HOST: host }).host).toBe(host);
    for (const host of [
      'http://0.0.0.0',
      '0.0.0.0:3000',
      '10.0.0',
      '999.1.1.1',
      'two words',
      '-api',
      '[::1]',
    ])
      expect({ host, problems: problemsOf({ HOST: host }) }).toEqual({
        host,
        problems: [
          `HOST must be an IP address (0.0.0.0 or :: for every interface) or a host name (got "${host}")`,
        ],
      });
  });

  it("uses the built-in Khalti sandbox without a key, Khalti's test host with one, and bounds AUTH_RATE_LIMIT", () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      khaltiSecretKey: null,
      khaltiBaseUrl: null,
      authRateLimit: 10,
    });
    expect(loadConfig({ DATA_DIR: dir, KHALTI_SECRET_KEY: 'test-key' })).toMatchObject({
      khaltiBaseUrl: 'https://dev.khalti.com/api/v2',
    });
    expect(
      loadConfig({ DATA_DIR: dir, KHALTI_BASE_URL: 'http://api.internal:3000/sandbox/khalti/' })
        .khaltiBaseUrl,
    ).toBe('http://api.internal:3000/sandbox/khalti');
    expect(loadConfig({ DATA_DIR: dir, AUTH_RATE_LIMIT: '500' }).authRateLimit).toBe(500);
    expect(problemsOf({ AUTH_RATE_LIMIT: '0', KHALTI_BASE_URL: 'ftp://x' })).toEqual([
      expect.stringMatching(/^AUTH_RATE_LIMIT must be a whole number/),
      expect.stringMatching(/^KHALTI_BASE_URL must be an http\(s\) URL/),
    ]);
  });

  it('serves metrics only on a METRICS_PORT of their own', () => {
    expect(loadConfig({ DATA_DIR: dir }).metricsPort).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(problemsOf({ PORT: '3000', METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT must differ from PORT (3000): the metrics are never served on the public port',
    ]);
    expect(problemsOf({ METRICS_PORT: 'x' })).toEqual([
      expect.stringMatching(/^METRICS_PORT must be a whole number/),
    ]);
  });

  it("refuses at start a PORT or METRICS_PORT that browsers and Node's fetch refuse, saying why", () => {
    // With PORT=6000 the API would start, but the shop's server could not read any page's data from it.
    expect(problemsOf({ PORT: '6000', METRICS_PORT: '10080' })).toEqual([
      'PORT 6000 is one of the ports browsers and Node\'s fetch refuse ("bad port"); choose another',
      'METRICS_PORT 10080 is one of the ports browsers and Node\'s fetch refuse ("bad port"); choose another',
    ]);
    expect(problemsOf({ PORT: '6666' })).toEqual([expect.stringMatching(/^PORT 6666 is one of the ports/)]);
    expect(loadConfig({ DATA_DIR: dir, PORT: '6001', METRICS_PORT: '0' })).toMatchObject({
      port: 6001,
      metricsPort: 0,
    });
  });

  it('takes backups every 24 hours in production, never in development unless asked, to a folder no one serves', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      ADMIN_PASSWORD: 'a-real-password',
      SMTP_URL: 'smtp://mail.example.com',
      KHALTI_SECRET_KEY: 'live-key',
      ESEWA_SECRET_KEY: 'live-esewa-key',
    };
    expect(loadConfig({ DATA_DIR: dir, INIT_CWD: dir })).toMatchObject({
      backupDir: path.join(dir, 'backups'),
      backupPassphrase: null,
      backupIntervalHours: null,
      backupKeep: 14,
    });
    expect(loadConfig({ DATA_DIR: dir, ...production }).backupIntervalHours).toBe(24);
    expect(
      loadConfig({ DATA_DIR: dir, ...production, BACKUP_INTERVAL_HOURS: 'off' }).backupIntervalHours,
    ).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30' })).toMatchObject({
      backupIntervalHours: 6,
      backupKeep: 30,
    });
    expect(
      problemsOf({
        UPLOAD_DIR: path.join(dir, 'pictures'),
        BACKUP_DIR: path.join(dir, 'pictures', 'backups'),
        BACKUP_PASSPHRASE: 'short',
        BACKUP_INTERVAL_HOURS: 'daily',
        BACKUP_KEEP: '0',
      }),
    ).toEqual([
      expect.stringMatching(/^BACKUP_DIR must not be inside UPLOAD_DIR, which the API serves/),
      'BACKUP_PASSPHRASE must be at least 12 characters long',
      expect.stringMatching(/^BACKUP_INTERVAL_HOURS must be a number of hours/),
      expect.stringMatching(/^BACKUP_KEEP must be a whole number/),
    ]);
  });

  it('serves metrics on 127.0.0.1 unless METRICS_HOST says otherwise, whatever HOST opens', () => {
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' })).toMatchObject({
      host: '0.0.0.0',
      metricsHost: '127.0.0.1',
    });
    expect(loadConfig({ DATA_DIR: dir, METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    expect(problemsOf({ METRICS_HOST: '0.0.0.0:9464' })).toEqual([
      'METRICS_HOST must be an IP address (0.0.0.0 or :: for every interface) or a host name (got "0.0.0.0:9464")',
    ]);
  });
});

describe('the schema of the settings, and .env.example', () => {
  const text = readFileSync(path.join(__dirname, '../../.env.example'), 'utf8');
  // The API's part comes first; the frontends' servers and `npm start` read the part after this line.
  const [apiPart, frontendPart] = text.split(/^# ---- Frontends.*$/m);
  const variables = (part: string) => [...part.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);

  it('has every variable of the schema declared with its help text', () => {
    const undescribed = SETTING_NAMES.filter((name) => !ENVIRONMENT.shape[name].description?.trim());
    expect(undescribed).toEqual([]);
  });

  it("lists exactly the API's variables, each once, before the frontends' part", () => {
    expect(frontendPart).toBeDefined();
    const listed = variables(apiPart);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
    expect(variables(frontendPart).filter((name) => SETTING_NAMES.includes(name as never))).toEqual([]);
  });

  it('holds only values the API accepts', () => {
    const env = Object.fromEntries(
      [...apiPart.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name, value]),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-env-example-'));
    try {
      expect(loadConfig({ ...env, DATA_DIR: dir })).toMatchObject({ nodeEnv: 'development', port: 3000 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
