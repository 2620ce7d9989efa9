/**
 * Ant Design Pro's table-list page, the peer the coupon list is measured against (issue 10 §6). Its production
 * build is not on npm: build it from its repository (docs/bench.md) and point PEER_DIST at its dist/. This
 * serves that build on its own origin with the API base empty and its two calls stubbed (the current user and
 * a page of rules), so the peer pays for rendering, not for a backend.
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { serve, type RunningServer } from '../../mock/server/serve';
import { timeToRows, type BenchBrowser } from './browser';
import { serverProcess } from '../../e2e/serverProcess';

export const PEER_ROUTE = '/list/table-list';

export type PeerServer = RunningServer;

/** The peer's dist/ folder, when PEER_DIST names a built one. */
export function peerDist(): string | null {
  const dist = process.env.PEER_DIST;
  return dist && fs.existsSync(path.join(dist, 'index.html')) ? path.resolve(dist) : null;
}

const rule = (index: number) => ({
  key: index,
  name: `TradeCode ${index}`,
  owner: 'Bench',
  desc: 'A rule of the bench',
  callNo: (index * 37) % 1000,
  status: index % 4,
  disabled: index % 6 === 0,
  updatedAt: '2026-11-23',
  createdAt: '2026-11-23',
  progress: index % 100,
});

/** The peer's build served as described above, in a process of its own (e2e/serverProcess.ts). */
export function startPeerServer(dist: string): Promise<PeerServer> {
  return serverProcess('scripts/bench/peerTableList.ts', [dist]);
}

function servePeer(dist: string): Promise<PeerServer> {
  const app = express();
  app.get('/api/currentUser', (_req, res) => {
    res.json({ success: true, data: { name: 'Bench', userid: '1', access: 'admin', avatar: '' } });
  });
  app.get('/api/rule', (req, res) => {
    const current = Number(req.query.current) || 1;
    const pageSize = Number(req.query.pageSize) || 20;
    const rows = Array.from({ length: pageSize }, (_, i) => rule((current - 1) * pageSize + i));
    res.json({ success: true, total: 100, data: rows });
  });
  app.use('/api', (_req, res) => {
    res.json({ success: true, data: [] });
  });
  app.use(express.static(dist));
  // The peer routes with the browser history: every page path gets its index.html.
  app.get('*', (_req, res) => res.sendFile(path.join(dist, 'index.html')));
  return serve(app);
}

/** One cold run of the peer's table-list (a fresh context): milliseconds to its rows; `scripts` collects its JavaScript. */
export async function timePeerColdRun(
  bench: BenchBrowser,
  peer: PeerServer,
  scripts?: Set<string>,
): Promise<number> {
  const context = await bench.fresh();
  try {
    return await timeToRows(context, `${peer.url}${PEER_ROUTE}`, scripts);
  } finally {
    await context.close();
  }
}

if (require.main === module)
  servePeer(process.argv[2])
    .then(({ url }) => console.log(`The peer on ${url}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
