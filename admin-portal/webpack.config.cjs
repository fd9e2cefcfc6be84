const { createConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'admin_portal',
  exposes: { './pages': './src/pages.ts' },
});
