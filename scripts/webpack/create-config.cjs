// One webpack + Module Federation setup for the shell (host) and the three remotes, so every
// app shares the same loaders, singletons and output conventions.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps, sharedVersions, ROOT } = require('./shared-deps.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { EarlyScriptPlugin } = require('./early-script-plugin.cjs');

const ROUTER_FACADE = path.join(__dirname, 'react-router-declarative.mjs');
const ROUTER_DIST = path.dirname(require.resolve('react-router/package.json', { paths: [ROOT] }));
// The file webpack itself would pick for 'react-router' (its "module"/"import" export) under
// the "development" or "production" condition: the production build drops the dev warnings.
const routerImpl = (production) =>
  path.join(ROUTER_DIST, production ? 'dist/production/index.mjs' : 'dist/development/index.mjs');

// What `experiments.provideExternalRuntime` adds to the host, but its ES module build: the
// option adds the CommonJS file, which pulls a second (CommonJS) copy of the runtime into the
// shell beside the ES one the bundler runtime uses.
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

function swcRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    // A name missing from a module (e.g. a router API outside react-router-declarative.mjs)
    // fails the build instead of being undefined at run time.
    parser: { exportsPresence: 'error' },
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

/**
 * .br and .gz files beside each text asset, served as they are (@fastify/static preCompressed):
 * compressing the shell's 500 KB of script on each request cost 20-115 ms of the CPU a cold
 * page load needs. Brotli at its best quality, as it runs once per build.
 */
function precompressed() {
  const common = { test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (its package.json sits there)
 * @param {string} options.name federation name: shell, storefront, manager_portal, admin_portal
 * @param {Record<string, string>} [options.exposes] remotes only
 * @param {string[]} [options.runtimePlugins] host only: files run by the federation runtime
 * @param {string} [options.title] host only: the HTML page title
 */
function createConfig({ dir, name, exposes, runtimePlugins = [], title = 'Grocery Store' }) {
  const isHost = !exposes;
  // Set by scripts/release-portal.mjs: the version a portal release is built as.
  const release = process.env.PORTAL_RELEASE || '';
  return (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const hashed = (base) => (production ? `${base}.[contenthash:8].js` : `${base}.js`);
    const cssName = production ? '[name].[contenthash:8].css' : '[name].css';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // No production source maps: they double the build time on these 2-core machines.
      devtool: production ? false : 'eval-cheap-module-source-map',
      // A remote needs no page of its own: the federation plugin adds remoteEntry.js.
      entry: isHost ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        // The shell serves deep links (/products/42), so its assets load from the root; a
        // remote finds its chunks next to its remoteEntry.js wherever that is hosted.
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime resolves the entry file name while the entry chunk is still
        // being hashed, so entry files carry the build hash instead of their content hash.
        filename: production ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: hashed('[name]'),
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          'react-router-dom$': ROUTER_FACADE,
          'react-router$': ROUTER_FACADE,
          '@grocery/react-router-impl$': routerImpl(production),
        },
      },
      module: {
        rules: [
          swcRule(production),
          {
            test: /\.css$/,
            use: [
              // The host's styles are stylesheets of their own: the browser parses them while
              // main.js downloads, and no CSS travels as JavaScript strings (10 KB gzip off the
              // shell's /login scripts). A remote keeps style-loader: its styles arrive with its code.
              isHost ? MiniCssExtractPlugin.loader : 'style-loader',
              // importLoaders: stylesheets pulled in by @import are minified too.
              { loader: 'css-loader', options: { importLoaders: production ? 1 : 0 } },
              ...(production ? [path.join(__dirname, 'minify-css-loader.cjs')] : []),
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            extractComments: false,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new DefinePlugin({
          'process.env.PORTAL_RELEASE': JSON.stringify(release),
          // The shell checks each release's built-against versions with these (release-compat).
          'process.env.SHELL_SHARED_VERSIONS': JSON.stringify(
            isHost ? JSON.stringify(sharedVersions()) : '',
          ),
        }),
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {}, runtimePlugins: [...runtimePlugins, PROVIDE_RUNTIME_PLUGIN] }
            : { filename: 'remoteEntry.js', exposes }),
          shared: sharedDeps({ host: isHost }),
          shareStrategy: 'loaded-first',
          experiments: {
            // One federation runtime per page: the shell provides it and each remoteEntry.js
            // uses it instead of carrying its own copy (~26 KB gzip per remote).
            ...(isHost ? {} : { externalRuntime: true }),
            // Remotes are plain remoteEntry.js files in a browser: no manifest snapshots, no
            // Node loading code.
            optimization: { disableSnapshot: true, target: 'web' },
          },
          dts: false,
          // A release carries the runtime's own description of itself (mf-manifest.json).
          manifest: Boolean(release) && { fileName: 'mf-manifest.json' },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public/index.html'),
                title,
                favicon: path.join(dir, 'public/favicon.svg'),
              }),
              new EarlyScriptPlugin({ entry: path.join(dir, 'src/early.ts'), production }),
              new CompileHintsPlugin(),
              new MiniCssExtractPlugin({ filename: cssName, chunkFilename: cssName }),
            ]
          : []),
        ...(production ? precompressed() : []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig };
