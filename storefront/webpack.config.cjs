const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'storefront',
  exposes: { './pages': './src/pages.ts' },
});
