const path = require('node:path');

// Browser journeys against the real built store: one server for the whole run (global setup),
// files in name order (the first-visit journey needs an uninitialised store), one at a time.
module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'node',
  testTimeout: 120_000,
  globalSetup: path.join(__dirname, 'src/setup/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/setup/global-teardown.ts'),
  testSequencer: path.join(__dirname, 'src/setup/name-order-sequencer.cjs'),
  reporters: ['default', path.join(__dirname, 'src/setup/result-reporter.cjs')],
};
