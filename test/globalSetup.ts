import { ensureVendorBundle } from './vendorBundle';

/** Once per jest run, before any worker starts. */
export default async function globalSetup(): Promise<void> {
  await ensureVendorBundle();
}
