/**
 * 'Hide invisible' (03-community-analytics §2.10, §9): an item is shown when it is visible, not disabled or
 * deleted, and, when it is time-boxed, now lies between its online and offline times (unix seconds).
 */
export interface MaybeVisible {
  visible?: boolean;
  disabled?: boolean;
  is_deleted?: boolean;
  online_at?: number | null;
  offline_at?: number | null;
}

export function isShownNow(item: MaybeVisible, nowSeconds: number): boolean {
  if (item.visible === false || item.disabled === true || item.is_deleted === true) return false;
  if (typeof item.online_at === 'number' && item.online_at > 0 && nowSeconds < item.online_at) return false;
  if (typeof item.offline_at === 'number' && item.offline_at > 0 && nowSeconds > item.offline_at)
    return false;
  return true;
}
