// The PGlite project of jest.config.js: this test file ignores DATABASE_URL and runs on embedded PGlite.
delete process.env.DATABASE_URL;
