const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'manager_portal',
  exposes: { './pages': './src/pages.ts' },
});
