// Imported first by antdStyles.tsx, so that antd and pro-components load the bundle's swaps (bundleSwaps.ts).
import { requireBundleSwaps } from './bundleSwaps';

requireBundleSwaps();
