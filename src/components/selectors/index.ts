export { RemoteSelect, type RemoteSelectProps, type OptionView } from './RemoteSelect';
export {
  FloorSelect,
  CategorySelect,
  ProductSelect,
  ShopProductSelect,
  ProductTagSelect,
  CouponSelect,
  ClubSelect,
  FormSelect,
  ReservationActivitySelect,
  RedPacketActivitySelect,
  SubscribeActivitySelect,
  ScopeSelect,
  StoreSelect,
  TagCenterTagSelect,
  type PickerProps,
} from './selectors';
export { useLookup } from './useLookup';
export { useErrorText, useFormatErrorText } from './errorText';
export { FieldSelect } from './FieldSelect';
