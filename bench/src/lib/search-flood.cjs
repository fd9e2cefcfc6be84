// The flood of never-cached searches, run in a worker thread by sections/flood.ts: its 200
// connections' answers are read on this thread, so they never delay the measured client's.
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require('autocannon');

let n = 0;
autocannon({
  url: workerData.url,
  connections: workerData.connections,
  duration: workerData.seconds,
  requests: [{ setupRequest: (req) => ({ ...req, path: `/api/products?search=qz${(n += 1)}x` }) }],
}).then((result) =>
  parentPort.postMessage({
    statusCodeStats: result.statusCodeStats,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
