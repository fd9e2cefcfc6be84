// Runs test files in file-name order: 01-first-visit must meet a store that is not initialised yet,
// every later file initialises it on demand (see lib/store.ts).
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class NameOrderSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
};
