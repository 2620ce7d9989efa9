/**
 * The /vehicle forms (02-operations §5): what each form holds and what its save sends. Form values are plain and
 * serializable, so an unsaved form can be kept as a draft. A saved series, series model or channel is shown
 * (deleted_flag 0): a hidden one offers no edit.
 */
import type {
  BuyingChannel,
  BuyingChannelInput,
  CarBrand,
  CarBrandInput,
  CarModel,
  CarModelInput,
  Series,
  SeriesInput,
  SeriesModel,
  SeriesModelInput,
} from 'src-services/carOptions';

export interface CarBrandFormValues {
  id?: string;
  name?: string;
  zh_name?: string;
}

export interface CarModelFormValues extends CarBrandFormValues {
  /** The brand's id: the drawer's brand. */
  brand: string;
}

export interface WeightedFormValues {
  id?: string;
  name?: string;
  weight?: number | null;
}

export interface SeriesFormValues extends WeightedFormValues {
  allow_test_drive?: boolean;
  icon_url?: string;
  background_url?: string;
}

export interface SeriesModelFormValues extends WeightedFormValues {
  allow_test_drive?: boolean;
  icon_url?: string;
  /** The drawer's series. */
  series_id: string;
}

export type ChannelFormValues = WeightedFormValues;

const trimmed = (value: string | undefined) => (value ?? '').trim();
const withId = (id: string | undefined) => (id ? { id } : {});

/** A weight the form let through: a number at least 0, or none (02 §5 sets only the minimum), which is sent as 0. */
const weightOf = (values: WeightedFormValues) => values.weight ?? 0;

export const NEW_WEIGHTED: WeightedFormValues = { weight: 0 };
export const NEW_SERIES: SeriesFormValues = { weight: 0, allow_test_drive: false };
export const newSeriesModel = (seriesId: string): SeriesModelFormValues => ({
  weight: 0,
  allow_test_drive: false,
  series_id: seriesId,
});
export const newCarModel = (brandId: string): CarModelFormValues => ({ brand: brandId });

export const carBrandInputFromForm = (values: CarBrandFormValues): CarBrandInput => ({
  ...withId(values.id),
  name: trimmed(values.name),
  zh_name: trimmed(values.zh_name),
});

export const carBrandFormValues = ({ id, name, zh_name }: CarBrand): CarBrandFormValues => ({
  id,
  name,
  zh_name,
});

export const carModelInputFromForm = (values: CarModelFormValues): CarModelInput => ({
  ...carBrandInputFromForm(values),
  brand: values.brand,
});

export const carModelFormValues = ({ id, name, zh_name, brand }: CarModel): CarModelFormValues => ({
  id,
  name,
  zh_name,
  brand,
});

export const seriesInputFromForm = (values: SeriesFormValues): SeriesInput => ({
  ...withId(values.id),
  name: trimmed(values.name),
  weight: weightOf(values),
  allow_test_drive: values.allow_test_drive ?? false,
  icon_url: trimmed(values.icon_url),
  background_url: trimmed(values.background_url),
  deleted_flag: 0,
});

/** The form's values for an existing series, and the input its soft delete saves again. */
export const seriesFormValues = (record: Series): SeriesFormValues => ({
  id: record.id,
  name: record.name,
  weight: record.weight,
  allow_test_drive: record.allow_test_drive,
  icon_url: record.icon_url,
  background_url: record.background_url,
});

export const seriesInput = (record: Series): SeriesInput & { id: string } => ({
  ...seriesInputFromForm(seriesFormValues(record)),
  id: record.id,
});

export const seriesModelInputFromForm = (values: SeriesModelFormValues): SeriesModelInput => ({
  ...withId(values.id),
  name: trimmed(values.name),
  weight: weightOf(values),
  allow_test_drive: values.allow_test_drive ?? false,
  icon_url: trimmed(values.icon_url),
  series_id: values.series_id,
  deleted_flag: 0,
});

export const seriesModelFormValues = (record: SeriesModel): SeriesModelFormValues => ({
  id: record.id,
  name: record.name,
  weight: record.weight,
  allow_test_drive: record.allow_test_drive,
  icon_url: record.icon_url,
  series_id: record.series_id,
});

export const seriesModelInput = (record: SeriesModel): SeriesModelInput & { id: string } => ({
  ...seriesModelInputFromForm(seriesModelFormValues(record)),
  id: record.id,
});

export const channelInputFromForm = (values: ChannelFormValues): BuyingChannelInput => ({
  ...withId(values.id),
  name: trimmed(values.name),
  weight: weightOf(values),
  deleted_flag: 0,
});

export const channelFormValues = ({ id, name, weight }: BuyingChannel): ChannelFormValues => ({
  id,
  name,
  weight,
});

export const channelInput = (record: BuyingChannel): BuyingChannelInput & { id: string } => ({
  ...channelInputFromForm(channelFormValues(record)),
  id: record.id,
});
