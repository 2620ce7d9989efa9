import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { PROVINCES, provinceNamed, type Region } from 'config/regions';
import { FieldSelect } from 'src/components/selectors';
import { useT } from 'src/components/useT';

/** What the select shows: the name in the page's language; what it stores: the Chinese name. */
const optionsOf = (regions: readonly Region[], english: boolean) =>
  regions.map((region) => ({
    value: region.name,
    label: english ? region.en : region.name,
    // Either name finds it: 'Guangdong', 'guang', '广东'.
    searchText: `${region.name} ${region.en}`,
  }));

/**
 * Province and city from the static region list (config/regions.ts). The city offers only the chosen
 * province's cities; the form clears a city the new province does not have (StoreFormModal's `follow`).
 */
export function RegionFields() {
  const intl = useIntl();
  const t = useT();
  const english = intl.locale.startsWith('en');
  const province = Form.useWatch<string | undefined>('province');
  const cities = provinceNamed(province)?.cities ?? [];
  return (
    <>
      <Form.Item
        name="province"
        label={t('store.field.province')}
        rules={[{ required: true, message: t('store.rule.provinceRequired') }]}
      >
        <FieldSelect
          showSearch
          // Short lists (34 provinces, at most 21 cities): every option rendered, none virtual.
          virtual={false}
          optionFilterProp="searchText"
          options={optionsOf(PROVINCES, english)}
          placeholder={t('editors.selector.placeholder')}
        />
      </Form.Item>
      <Form.Item
        name="city"
        label={t('store.field.city')}
        rules={[{ required: true, message: t('store.rule.cityRequired') }]}
      >
        <FieldSelect
          showSearch
          virtual={false}
          optionFilterProp="searchText"
          options={optionsOf(cities, english)}
          disabled={cities.length === 0}
          placeholder={t('editors.selector.placeholder')}
        />
      </Form.Item>
    </>
  );
}
