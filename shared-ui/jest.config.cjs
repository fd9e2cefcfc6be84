const path = require('node:path');

module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: path.join(__dirname, '../scripts/jest/jsdom-env.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, '../scripts/jest/setup-dom.cjs')],
};
