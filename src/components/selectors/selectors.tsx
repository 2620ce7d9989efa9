/**
 * The shared pickers (03-community-analytics §2.10), each over its list of §7 (sizes and orders in
 * src-services/lookups.ts). Every one is a form control: `value` is the record id (or ids with
 * `mode="multiple"`), `onChange` also hands over the chosen records.
 */
import type {
  ClubItem,
  CouponItem,
  FloorItem,
  FormItem,
  NamedImageItem,
  RedPacketActivityItem,
  ReservationActivityItem,
  StoreItem,
  SubscribeActivityItem,
  TagCenterScope,
  TagCenterTag,
} from 'src-services/lookups';
import { useLookup } from './useLookup';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect';
import type { Product } from 'src-services/products';

/** What every picker takes: RemoteSelect's props without the list and its description. */
export type PickerProps<T> = Omit<RemoteSelectProps<T>, 'request' | 'describe' | 'hasVisibility' | 'groupOf'>;

const named = (item: NamedImageItem) => ({ value: item.id, label: item.name, image: item.image_url });

export function FloorSelect({
  floorType,
  accountIds,
  ...props
}: PickerProps<FloorItem> & { floorType: string; accountIds?: string[] }) {
  return (
    <RemoteSelect<FloorItem>
      {...props}
      request={{ kind: 'floors', floorType, accountIds }}
      describe={(floor) => ({
        value: floor.id,
        label: floor.title,
        detail: floor.description,
        image: floor.share?.image,
      })}
      hasVisibility
    />
  );
}

export function CategorySelect(props: PickerProps<NamedImageItem>) {
  return <RemoteSelect<NamedImageItem> {...props} request={{ kind: 'categories' }} describe={named} />;
}

export function ProductSelect(props: PickerProps<NamedImageItem>) {
  return (
    <RemoteSelect<NamedImageItem> {...props} request={{ kind: 'products' }} describe={named} hasVisibility />
  );
}

/** The shop's products for the page builder's product list: name and price (kept in cents, shown in RMB). */
export function ShopProductSelect(props: PickerProps<Product>) {
  return (
    <RemoteSelect<Product>
      {...props}
      request={{ kind: 'shopProducts' }}
      describe={(product) => ({
        value: product.id,
        label: product.name,
        detail: `¥${(product.price / 100).toFixed(2)}`,
        image: product.image_url,
      })}
    />
  );
}

/** Product tags (`/tag/query`); tag-center tags have TagCenterTagSelect. */
export function ProductTagSelect(props: PickerProps<NamedImageItem>) {
  return <RemoteSelect<NamedImageItem> {...props} request={{ kind: 'tags' }} describe={named} />;
}

export function CouponSelect(props: PickerProps<CouponItem>) {
  return (
    <RemoteSelect<CouponItem>
      {...props}
      request={{ kind: 'coupons' }}
      describe={(coupon) => ({ value: coupon.card_id, label: coupon.title, detail: coupon.card_id })}
    />
  );
}

export function FormSelect({ accountIds, ...props }: PickerProps<FormItem> & { accountIds?: string[] }) {
  return (
    <RemoteSelect<FormItem>
      {...props}
      request={{ kind: 'forms', accountIds }}
      describe={(form) => ({ value: form.id, label: form.name, detail: form.remark })}
    />
  );
}

export function ReservationActivitySelect(props: PickerProps<ReservationActivityItem>) {
  return (
    <RemoteSelect<ReservationActivityItem>
      {...props}
      request={{ kind: 'reservationActivities' }}
      describe={(activity) => ({ value: activity.id, label: activity.name })}
      hasVisibility
    />
  );
}

export function RedPacketActivitySelect(props: PickerProps<RedPacketActivityItem>) {
  return (
    <RemoteSelect<RedPacketActivityItem>
      {...props}
      request={{ kind: 'redPacketActivities' }}
      describe={(activity) => ({ value: activity.id, label: activity.name })}
      hasVisibility
    />
  );
}

export function SubscribeActivitySelect(props: PickerProps<SubscribeActivityItem>) {
  return (
    <RemoteSelect<SubscribeActivityItem>
      {...props}
      request={{ kind: 'subscribeActivities' }}
      describe={(activity) => ({ value: activity.id, label: activity.name, detail: activity.tpl_id })}
    />
  );
}

/** Owners' clubs (DOC), for the store form (02-operations §7). */
export function ClubSelect(props: PickerProps<ClubItem>) {
  return (
    <RemoteSelect<ClubItem>
      {...props}
      request={{ kind: 'clubs' }}
      describe={(club) => ({ value: club.id, label: club.name, detail: club.number, image: club.logo })}
    />
  );
}

/** Open stores, by name (the clerk's store). */
export function StoreSelect(props: PickerProps<StoreItem>) {
  return (
    <RemoteSelect<StoreItem>
      {...props}
      request={{ kind: 'stores' }}
      describe={(store) => ({ value: store.id, label: store.name, detail: store.city })}
    />
  );
}

export function ScopeSelect(props: PickerProps<TagCenterScope>) {
  return (
    <RemoteSelect<TagCenterScope>
      {...props}
      request={{ kind: 'scopes' }}
      describe={(scope) => ({ value: scope.id, label: scope.name, detail: scope.remark })}
    />
  );
}

/**
 * Tags of one tag-center scope, grouped by category: 03 §7's tag and category searches, which answer live tags and
 * categories only (neither disabled nor deleted), so the picker has nothing to hide.
 */
export function TagCenterTagSelect({
  scopeId,
  ...props
}: PickerProps<TagCenterTag> & { scopeId: string | undefined }) {
  const { entry: categories } = useLookup(scopeId ? { kind: 'tagCenterCategories' } : null);
  const categoryName = (tag: TagCenterTag) =>
    (categories.items as { id: string; name: string }[]).find((category) => category.id === tag.category_id)
      ?.name;
  return (
    <RemoteSelect<TagCenterTag>
      {...props}
      request={scopeId ? { kind: 'tagCenterTags', scopeId } : null}
      describe={(tag) => ({ value: tag.id, label: tag.name })}
      groupOf={categoryName}
    />
  );
}
