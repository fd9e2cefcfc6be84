// Production only: each stylesheet is minified before css-loader reads it, so no page downloads
// CSS comments and indentation, whether in the shell's stylesheets or in a remote's scripts
// (style-loader injects those).
const { transform } = require('esbuild');

module.exports = function minifyCss(source) {
  const callback = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).then(
    (result) => callback(null, result.code),
    callback,
  );
};
