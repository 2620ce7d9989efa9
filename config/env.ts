/**
 * Deployment settings. Values come from the environment at build time (webpack's DefinePlugin replaces each
 * `process.env.X` below) and at run time in Node (jest, the standalone mock server, scripts).
 */

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const env = {
  /** Every admin call goes under this prefix unless its path already carries one (01-platform §7). */
  apiBase: '/api/v1',
  /** The customer-relationship service segment written `{scrm}` in the spec. */
  scrmSegment: process.env.SCRM_SEGMENT || 'scrm',
  /** Gateway headers sent with every call (03-community-analytics §7). */
  gatewayHeaders: {
    via: 'backoffice',
    instance: process.env.GATEWAY_INSTANCE || 'moto-member',
    product: 'scrm',
  } as Readonly<Record<string, string>>,
  /** Request timeout; the request is aborted when it passes. */
  requestTimeoutMs: 30_000,
  /** Hosts whose name matches this rule are test environments: the shell turns red there. */
  testHostPattern: new RegExp(process.env.TEST_HOST_PATTERN || '(^|[.-])(test|uat|staging)([.-]|$)', 'i'),
  /** Origins of hosting frames allowed to send privileges by postMessage. */
  trustedFrameOrigins: list(process.env.TRUSTED_FRAME_ORIGINS),
  /** Loading a lazy chunk gives up after this long (01-platform §8). */
  chunkLoadTimeoutMs: 120_000,
} as const;

export function isTestHost(hostname: string): boolean {
  return env.testHostPattern.test(hostname);
}
