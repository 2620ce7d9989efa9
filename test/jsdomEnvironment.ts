/**
 * jsdom lacks what msw, antd and react-router call (fetch, Request, Response, Headers, TextEncoder, streams,
 * structuredClone ...), or has a slow one (URL). Copy Node's own implementations in, so the same fetch that
 * msw/node intercepts is used.
 * Not MessageChannel: React's scheduler would then keep a port open and jest could not exit.
 */
import JSDOMEnvironment from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  // jsdom's URL is whatwg-url in JavaScript: msw parses each request's URL once per handler (hundreds) and reads
  // its cookies with tough-cookie, which parses again; with Node's native URL that costs a tenth.
  'URL',
  'URLSearchParams',
] as const;

export default class NodeGlobalsJsdomEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const target = this.global as unknown as Record<string, unknown>;
    for (const name of NODE_GLOBALS) {
      target[name] = (globalThis as unknown as Record<string, unknown>)[name];
    }
  }
}
