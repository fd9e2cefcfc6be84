// The host page's first script (src/early.ts): it starts the first screen's downloads while
// main.js is still on its way. Bundled by esbuild on its own, outside the federation build:
// as a webpack entry it would carry the federation runtime and every eager shared module, the
// 450 KB it exists to run ahead of.
const crypto = require('node:crypto');
const path = require('node:path');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class EarlyScriptPlugin {
  /** @param {{ entry: string, production: boolean }} options */
  constructor({ entry, production }) {
    this.entry = entry;
    this.production = production;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EarlyScriptPlugin', (compilation) => {
      let file = null;
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'EarlyScriptPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          const result = await esbuild.build({
            entryPoints: [this.entry],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2022',
            minify: this.production,
            metafile: true,
            logLevel: 'silent',
          });
          const code = result.outputFiles[0].text;
          const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 8);
          file = this.production ? `early.${hash}.js` : 'early.js';
          compilation.emitAsset(file, new RawSource(code));
          // Watch mode rebuilds when the script or anything it imports changes.
          for (const input of Object.keys(result.metafile.inputs)) {
            compilation.fileDependencies.add(path.resolve(input));
          }
        },
      );
      // Listed before main.js: both are deferred, so they run in this order.
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        'EarlyScriptPlugin',
        (data) => {
          if (file) data.assets.js.unshift(`${data.assets.publicPath}${file}`);
          return data;
        },
      );
    });
  }
}

module.exports = { EarlyScriptPlugin };
