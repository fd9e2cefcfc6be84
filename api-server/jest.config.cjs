const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api-server',
  testEnvironment: 'node',
  // A fresh PGlite per suite takes a second or two; PostgreSQL runs add a second pass.
  testTimeout: 60_000,
};
