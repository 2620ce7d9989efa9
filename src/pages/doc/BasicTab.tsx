import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { DOC_NUMBER_PATTERN } from 'config/doc';
import { PROVINCES, provinceNamed, type Region } from 'config/regions';
import { LocationFields } from 'src/components/location';
import { FieldSelect } from 'src/components/selectors';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { AdminsField } from './AdminsField';
import { useT } from 'src/components/useT';

/** The Basic Configuration tab's fields: where a failed validation sends the operator when one of these is wrong. */
export const BASIC_FIELDS = [
  'name',
  'number',
  'weight',
  'disabled',
  'logo',
  'description',
  'admins',
  'province',
  'city',
  'address',
  'location',
  'images',
  'shareable',
  'share',
];

const WIDE = { maxWidth: 720 };

/** What a region select shows: the name in the page's language; what it stores: the Chinese name. */
const optionsOf = (regions: readonly Region[], english: boolean) =>
  regions.map((region) => ({
    value: region.name,
    label: english ? region.en : region.name,
    searchText: `${region.name} ${region.en}`,
  }));

function RegionFields({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const t = useT();
  const english = intl.locale.startsWith('en');
  const province = Form.useWatch<string | undefined>('province');
  const cities = provinceNamed(province)?.cities ?? [];
  const select = {
    showSearch: true,
    virtual: false,
    optionFilterProp: 'searchText',
    allowClear: true,
  } as const;
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Form.Item name="province" label={t('doc.field.province')} style={{ minWidth: 220 }}>
        <FieldSelect {...select} options={optionsOf(PROVINCES, english)} disabled={disabled} />
      </Form.Item>
      <Form.Item name="city" label={t('doc.field.city')} style={{ minWidth: 220 }}>
        <FieldSelect
          {...select}
          options={optionsOf(cities, english)}
          disabled={disabled || cities.length === 0}
        />
      </Form.Item>
    </div>
  );
}

/**
 * The Basic Configuration tab of a club (03-community-analytics §3, §5): name; number ('DOC' plus six digits)
 * and weight (0 or more), both fixed once the club exists; online or offline; logo; admins; where it is (the
 * address and the point on the map); images; sharing.
 */
export function BasicTab({ docId, disabled }: { docId: string | null; disabled: boolean }) {
  const intl = useIntl();
  const t = useT();
  const editing = docId !== null;
  return (
    <>
      <Form.Item
        name="name"
        label={t('doc.field.name')}
        rules={[{ required: true, whitespace: true, message: t('doc.form.nameRequired') }]}
        style={WIDE}
      >
        <Input maxLength={50} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item
          name="number"
          label={t('doc.field.number')}
          extra={editing ? t('doc.form.locked') : t('doc.form.numberHint')}
          rules={[
            { required: true, message: t('doc.form.numberRequired') },
            { pattern: DOC_NUMBER_PATTERN, message: t('doc.form.numberInvalid') },
          ]}
          style={{ minWidth: 220 }}
        >
          <Input disabled={editing} placeholder="DOC000001" maxLength={9} />
        </Form.Item>
        <Form.Item
          name="weight"
          label={t('doc.field.weight')}
          extra={editing ? t('doc.form.locked') : undefined}
          rules={[
            { required: true, message: t('doc.form.weightRequired') },
            { type: 'number', min: 0, message: t('doc.form.weightInvalid') },
          ]}
          style={{ minWidth: 220 }}
        >
          <InputNumber disabled={editing} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      {/* Always one of the two (a new club starts online): no rule, whose aria-required a radio group may not carry. */}
      <Form.Item name="disabled" label={t('doc.field.status')}>
        <Radio.Group
          options={[
            { value: false, label: t('doc.status.online') },
            { value: true, label: t('doc.status.offline') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="logo"
        label={t('doc.field.logo')}
        rules={[{ required: true, message: t('doc.form.logoRequired') }, mediaUrlRule(intl)]}
      >
        <UploadField accept="image" disabled={disabled} />
      </Form.Item>
      <Form.Item name="description" label={t('doc.field.description')} style={WIDE}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
      </Form.Item>
      <Form.Item
        name="admins"
        label={t('doc.field.admins')}
        extra={t('doc.form.adminsHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('doc.form.adminsRequired') }]}
        style={WIDE}
      >
        <AdminsField docId={docId} disabled={disabled} />
      </Form.Item>
      <RegionFields disabled={disabled} />
      <Form.Item
        name="address"
        label={t('doc.field.address')}
        rules={[{ required: true, whitespace: true, message: t('doc.form.addressRequired') }]}
        style={WIDE}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('doc.field.location')} required>
        <LocationFields name={['location']} disabled={disabled} />
      </Form.Item>
      <Form.Item name="images" label={t('doc.field.images')} rules={[mediaUrlRule(intl)]}>
        <UploadField mode="list" accept="image" maxCount={9} disabled={disabled} />
      </Form.Item>
      <Form.Item name="shareable" label={t('doc.field.shareable')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name={['share', 'title']} label={t('doc.field.shareTitle')} style={WIDE}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name={['share', 'image']} label={t('doc.field.shareImage')} rules={[mediaUrlRule(intl)]}>
        <UploadField accept="image" disabled={disabled} />
      </Form.Item>
    </>
  );
}
