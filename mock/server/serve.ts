import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a request handler (an express app, a plain function) on `host:port`, port 0 for a free one. Every
 * server of the mock, the benches and the server tests starts and stops through here.
 */
export function serve(
  handler: http.RequestListener,
  { port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {},
): Promise<RunningServer> {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${bound}`,
        close: () =>
          new Promise<void>((done, failed) => {
            server.close((error) => (error ? failed(error) : done()));
            // Browsers keep connections alive; without this close() would wait for them.
            server.closeAllConnections();
          }),
      });
    });
  });
}
