import { carBrandList, carModelList, channelList, seriesList, seriesModelList } from '../carOptions';
import type { DomainTable } from '../coreDomains';
import { sheetImportReducer, sheetImportSaga } from '../sheetImport';
import { complaintList, garageList, modelBrandList, motorcycleList } from '../vehicles';
import { globalConfigDomains } from './config';

export const vehicleDomains = {
  ...globalConfigDomains,
  motorcycles: { reducer: motorcycleList.reducer, saga: motorcycleList.saga },
  modelBrands: { reducer: modelBrandList.reducer, saga: modelBrandList.saga },
  garages: { reducer: garageList.reducer, saga: garageList.saga },
  complaints: { reducer: complaintList.reducer, saga: complaintList.saga },
  carBrands: { reducer: carBrandList.reducer, saga: carBrandList.saga },
  carModels: { reducer: carModelList.reducer, saga: carModelList.saga },
  carSeries: { reducer: seriesList.reducer, saga: seriesList.saga },
  seriesModels: { reducer: seriesModelList.reducer, saga: seriesModelList.saga },
  buyingChannels: { reducer: channelList.reducer, saga: channelList.saga },
  sheetImport: { reducer: sheetImportReducer, saga: sheetImportSaga },
} satisfies DomainTable;
