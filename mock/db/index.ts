export * from './core';
export * from './db';
export * from './collections';
export { DEMO_ACCOUNTS, DEMO_OPERATORS, type DemoOperator } from './operators';
