// Writes e2e/artifacts/e2e-result.json when the browser suite finishes. .ci/run reads it to prove
// the browser suite ran (and passed) instead of being skipped.
const fs = require('node:fs');
const path = require('node:path');

module.exports = class ResultReporter {
  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '../../artifacts');
    fs.mkdirSync(dir, { recursive: true });
    const summary = {
      finishedAt: new Date().toISOString(),
      browser: process.env.E2E_BROWSER_VERSION ?? 'unknown',
      numTotalTests: results.numTotalTests,
      numPassedTests: results.numPassedTests,
      numFailedTests: results.numFailedTests,
      numPendingTests: results.numPendingTests + results.numTodoTests,
      files: results.testResults.map((file) => ({
        file: path.relative(path.join(__dirname, '../..'), file.testFilePath),
        passed: file.numPassingTests,
        failed: file.numFailingTests,
        error: file.testExecError?.message,
      })),
    };
    fs.writeFileSync(path.join(dir, 'e2e-result.json'), `${JSON.stringify(summary, null, 2)}\n`);
  }
};
