export default async function globalTeardown() {
  await Promise.all((globalThis.__E2E_SERVERS__ ?? []).map((server) => server.close()));
}
