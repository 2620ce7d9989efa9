import type { Transport } from '../lib/envelope';

export interface HandlerOptions {
  /** `msw` under msw/node (jest), `http` behind a real server (dev server, standalone). */
  transport: Transport;
  /**
   * Serve the test controls (`/__mock/reset`, `/__mock/sessions/expire`): jest and the browser tests' server
   * only. Anyone who can reach a server can call them, so a server people use never has them.
   */
  testControls: boolean;
}
