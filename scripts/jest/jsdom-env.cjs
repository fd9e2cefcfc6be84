// jsdom lacks fetch, Request, Response, Headers, TextEncoder and streams; react-router 7 and
// ky need them. Copy Node's own implementations into the jsdom global.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class NodeGlobalsJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const JsdomFormData = this.global.FormData;
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // React reads a submitted form with `new FormData(form)` when the submit starts a transition
    // (react-router's navigate does): Node's FormData cannot read a jsdom form, jsdom's can.
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form)
          for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
      }
    };
  }
}

module.exports = NodeGlobalsJsdomEnvironment;
