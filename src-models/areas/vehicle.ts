import { carBrandList, carModelList, channelList, seriesList, seriesModelList } from '../carOptions';
import type { DomainTable } from '../coreDomains';
import { sheetImportReducer, sheetImportSaga } from '../sheetImport';
import { complaintList, garageList, modelBrandList, motorcycleList } from '../vehicles';
import { globalConfigDomains } from './config';

export const vehicleDomains = {
  ...globalConfigDomains,
  motorcycles: motorcycleList,
  modelBrands: modelBrandList,
  garages: garageList,
  complaints: complaintList,
  carBrands: carBrandList,
  carModels: { reducer: carModelList.reducer, saga: carModelList.saga },
  carSeries: seriesList,
  seriesModels: { reducer: seriesModelList.reducer, saga: seriesModelList.saga },
  buyingChannels: channelList,
  sheetImport: { reducer: sheetImportReducer, saga: sheetImportSaga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    vehicle: typeof vehicleDomains;
  }
}
