const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api-server',
  testEnvironment: 'node',
  // A fresh PGlite per suite takes a second or two; PostgreSQL runs add a second pass.
  testTimeout: 60_000,
  // Suites of PostgreSQL alone run with the others' PostgreSQL pass, when there is a server.
  testPathIgnorePatterns: process.env.TEST_DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$'],
};
