// V8's explicit compile hint (Chrome 136+): a script that starts with this comment has every
// function compiled on the background thread that streams the script in, instead of each one on
// the main thread at its first call. Nearly every function of the shell's entry runs while the
// first screen starts (module factories, React's first render), and compiling them lazily was
// 60 of main.js's 135 ms on the main thread. The remotes' chunks are small: marking them changed
// nothing measurable, so only entry chunks carry it.
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // Entry files are named by the build hash: it must change with what is added to them.
      compilation.hooks.fullHash.tap('CompileHintsPlugin', (hash) => hash.update(HINT));
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          // After the minimizer, which drops comments; before the .br/.gz files are written.
          stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        },
        () => {
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const file of entrypoint.getEntrypointChunk().files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
