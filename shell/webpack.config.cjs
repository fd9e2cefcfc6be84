const path = require('node:path');
const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  runtimePlugins: [
    path.join(__dirname, 'src/app/federation/offline-remote-plugin.ts'),
    path.join(__dirname, 'src/app/federation/release-integrity-plugin.ts'),
  ],
});
