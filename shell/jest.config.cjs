const path = require('node:path');

module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: path.join(__dirname, '../scripts/jest/jsdom-env.cjs'),
  setupFilesAfterEnv: [
    path.join(__dirname, '../scripts/jest/setup-dom.cjs'),
    path.join(__dirname, 'src/test/setup-toasts.ts'),
  ],
};
