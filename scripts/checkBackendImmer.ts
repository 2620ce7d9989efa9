/**
 * The page builder's undo history imports `immer-patches`, webpack's name for a copy of immer of its own
 * (webpack.config.ts), which jest maps to immer itself (jest.config.ts). Under tsx the name resolves through
 * tsconfig's `paths` to immer's type declarations only, so the floor models would load without immer: here, as
 * in jest, it is immer. scripts/checkBackend.ts imports this first, before any model.
 */
import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;

const loader = Module as unknown as { _resolveFilename: Resolve };
const resolve = loader._resolveFilename;

loader._resolveFilename = function resolveImmerPatches(this: unknown, request, ...rest) {
  return resolve.call(this, request === 'immer-patches' ? 'immer' : request, ...rest);
};
