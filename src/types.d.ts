declare module '*.css';

/** webpack's `require.context`: a module's siblings found by their files (test/jestRuntime.cjs gives jest the same). */
interface RequireContext {
  keys(): string[];
  (id: string): unknown;
  resolve(id: string): string;
  id: string;
}
declare namespace NodeJS {
  interface Require {
    context(folder: string, deep?: boolean, pattern?: RegExp): RequireContext;
  }
}
