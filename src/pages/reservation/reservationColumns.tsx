import { Tag } from 'antd';
import { Thumbnail } from 'src/components/picture/Thumbnails';
import type { IntlShape } from 'react-intl';
import type { FormField } from 'config/formFields';
import { AD_CAMPAIGN_2023_09, RESERVATION_STATUSES } from 'config/reservations';
import type { MessageId } from 'src-locales/messageIds';
import type { FieldWords } from 'src-models/formFields';
import { type FilterField } from 'src-models/list';
import { formatDateTime, httpUrl } from 'src-models/common';
import type { ReservationRecord } from 'src-services/reservations';
import type { SheetColumn } from 'src/components/export/sheetCells';
import { formFieldColumns, formFieldFilters, formFieldSheetColumns } from 'src/components/formFields';
import type { ListColumn } from 'src/components/list';

/**
 * 02-operations §4: approved a success tag (antd's green, whose text the theme darkens; the 'success' status
 * colour is too light for axe), canceled and complete default; the others in colours axe passes.
 */
const STATUS_COLOURS: Record<string, string | undefined> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  canceled: 'default',
  complete: 'default',
  noshow: 'purple',
};

const isKnownStatus = (status: string) => (RESERVATION_STATUSES as readonly string[]).includes(status);

export function statusText(status: string, intl: IntlShape): string {
  return isKnownStatus(status)
    ? intl.formatMessage({ id: `reservation.status.${status}` as MessageId })
    : status;
}

export function refererText(referer: string | undefined, intl: IntlShape): string {
  if (referer === AD_CAMPAIGN_2023_09) return intl.formatMessage({ id: 'reservation.referer.ad202309' });
  return referer ?? '';
}

export type { ReservationTab } from 'src-models/reservations';
import type { ReservationTab } from 'src-models/reservations';

/**
 * A small picture the server names, which opens larger on a click; a URL that is not http(s) is never loaded
 * (a dash, as for any absent value).
 */
function picture(url: string | undefined, alt: string, size: { width: number; height: number }) {
  const src = httpUrl(url);
  return src ? <Thumbnail src={src} {...size} alt={alt} /> : '-';
}

/**
 * Created at and status, the form's answers, then where the record came from (with the motorcycle's picture) and
 * who made it (nickname, avatar, openid and unionid).
 */
export function reservationColumns(
  fields: readonly FormField[],
  tab: ReservationTab,
  intl: IntlShape,
  words: FieldWords,
): ListColumn<ReservationRecord>[] {
  const text = (
    key: string,
    titleKey: MessageId,
    value: (record: ReservationRecord) => string | undefined,
  ) => ({
    key,
    titleKey,
    render: (_: unknown, record: ReservationRecord) => value(record) || '-',
  });
  return [
    {
      key: 'created_at',
      titleKey: 'reservation.field.created_at',
      sortable: true,
      render: (_, record) => formatDateTime(record.created_at),
    },
    {
      key: 'status',
      titleKey: 'reservation.field.status',
      render: (_, record) => (
        <Tag color={STATUS_COLOURS[record.status]}>{statusText(record.status, intl)}</Tag>
      ),
    },
    ...formFieldColumns<ReservationRecord>(fields, words),
    ...(tab === 'hasDealer'
      ? [text('metadata.store_name', 'reservation.field.metadata.store_name', (r) => r.metadata?.store_name)]
      : []),
    text(
      'metadata.motorcycle_name',
      'reservation.field.metadata.motorcycle_name',
      (r) => r.metadata?.motorcycle_name,
    ),
    {
      key: 'metadata.motorcycle_image',
      titleKey: 'reservation.field.metadata.motorcycle_image',
      render: (_, { metadata }) =>
        picture(
          metadata?.motorcycle_image,
          metadata?.motorcycle_name
            ? intl.formatMessage(
                { id: 'reservation.motorcycleImageAlt' },
                { motorcycle: metadata.motorcycle_name },
              )
            : intl.formatMessage({ id: 'reservation.field.metadata.motorcycle_image' }),
          { width: 48, height: 30 },
        ),
    },
    text('metadata.referer', 'reservation.field.metadata.referer', (r) =>
      refererText(r.metadata?.referer, intl),
    ),
    text('mini_profile.nickname', 'reservation.field.mini_profile.nickname', (r) => r.mini_profile?.nickname),
    {
      key: 'mini_profile.avatar_url',
      titleKey: 'reservation.field.mini_profile.avatar_url',
      render: (_, { mini_profile: profile }) =>
        picture(
          profile?.avatar_url,
          profile?.nickname
            ? intl.formatMessage({ id: 'reservation.avatarAlt' }, { name: profile.nickname })
            : intl.formatMessage({ id: 'reservation.field.mini_profile.avatar_url' }),
          { width: 32, height: 32 },
        ),
    },
    // Ids for a developer's question more than an operator's reading: in the column setting.
    {
      ...text('mini_profile.openid', 'reservation.field.mini_profile.openid', (r) => r.mini_profile?.openid),
      hiddenByDefault: true,
    },
    {
      ...text(
        'mini_profile.unionid',
        'reservation.field.mini_profile.unionid',
        (r) => r.mini_profile?.unionid,
      ),
      hiddenByDefault: true,
    },
  ];
}

/** The filters: status, the one referer (02-operations §9), store, motorcycle, and each answer that has one. */
export function reservationFilters(
  fields: readonly FormField[],
  tab: ReservationTab,
  words: FieldWords,
): FilterField[] {
  const fixed: FilterField[] = [
    {
      key: 'status',
      labelKey: 'reservation.field.status',
      type: 'enum',
      options: RESERVATION_STATUSES.map((status) => ({
        value: status,
        label: `reservation.status.${status}`,
      })),
    },
    {
      key: 'metadata.referer',
      labelKey: 'reservation.field.metadata.referer',
      type: 'enum',
      options: [{ value: AD_CAMPAIGN_2023_09, label: 'reservation.referer.ad202309' }],
    },
    { key: 'created_at', labelKey: 'reservation.field.created_at', type: 'date' },
    ...(tab === 'hasDealer'
      ? [
          {
            key: 'metadata.store_name',
            labelKey: 'reservation.field.metadata.store_name' as const,
            type: 'string' as const,
          },
        ]
      : []),
    {
      key: 'metadata.motorcycle_name',
      labelKey: 'reservation.field.metadata.motorcycle_name',
      type: 'string',
    },
  ];
  return [...fixed, ...formFieldFilters(fields, words)];
}

/** The workbook's columns: the table's, in the table's words (numbers stay numbers). */
export function reservationSheetColumns(
  fields: readonly FormField[],
  tab: ReservationTab,
  intl: IntlShape,
  words: FieldWords,
): SheetColumn<ReservationRecord>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    { title: t('reservation.field.created_at'), value: (r) => formatDateTime(r.created_at), width: 20 },
    { title: t('reservation.field.status'), value: (r) => statusText(r.status, intl), width: 10 },
    ...formFieldSheetColumns<ReservationRecord>(fields, words),
    ...(tab === 'hasDealer'
      ? [
          {
            title: t('reservation.field.metadata.store_name'),
            value: (r: ReservationRecord) => r.metadata?.store_name,
          },
        ]
      : []),
    { title: t('reservation.field.metadata.motorcycle_name'), value: (r) => r.metadata?.motorcycle_name },
    { title: t('reservation.field.metadata.referer'), value: (r) => refererText(r.metadata?.referer, intl) },
    { title: t('reservation.field.mini_profile.nickname'), value: (r) => r.mini_profile?.nickname },
  ];
}
