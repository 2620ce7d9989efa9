import type { DomainTable } from '../coreDomains';
import { floorDocument, floorList } from '../floors';
import { wxaPreviewReducer, wxaPreviewSaga } from '../wxaPreview';

export const floorDomains = {
  floors: floorList,
  floor: { reducer: floorDocument.reducer, saga: floorDocument.saga },
  wxaPreview: { reducer: wxaPreviewReducer, saga: wxaPreviewSaga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    floor: typeof floorDomains;
  }
}
