import type { LookupsState, LookupEntry } from './slice';
import { EMPTY_ENTRY } from './slice';
import { lookupKey, type LookupRequest } from './requests';

interface WithLookups {
  lookups: LookupsState;
}

export const selectLookup = (state: WithLookups, request: LookupRequest): LookupEntry =>
  state.lookups.entries[lookupKey(request)] ?? EMPTY_ENTRY;
