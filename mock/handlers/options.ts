import type { Transport } from '../lib/envelope';

export interface HandlerOptions {
  /** `msw` under msw/node (jest), `http` behind a real server (dev server, standalone). */
  transport: Transport;
}
