const path = require('node:path');

// jsdom for localStorage/sessionStorage (session, cart, wishlist); the custom environment adds
// Node's fetch so the client tests talk to a real local HTTP server.
module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: path.join(__dirname, '../scripts/jest/jsdom-env.cjs'),
};
