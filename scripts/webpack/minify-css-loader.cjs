// Production only: each stylesheet is minified before css-loader turns it into a string inside
// the scripts (style-loader injects it), so every page stops downloading CSS comments and
// indentation as JavaScript.
const { transform } = require('esbuild');

module.exports = function minifyCss(source) {
  const callback = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).then(
    (result) => callback(null, result.code),
    callback,
  );
};
