import { useState } from 'react';
import { Form, InputNumber, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useIntl } from 'react-intl';
import { OfflineMap } from './OfflineMap';
import type { MessageId } from 'src-locales/messageIds';

/** 03-community-analytics §2.10: the location picker opens at zoom 12. */
export const DEFAULT_ZOOM = 12;
/** Where the map looks before a point is set. */
const DEFAULT_CENTRE = { latitude: 31.2304, longitude: 121.4737 };

type Path = (string | number)[];

export interface LocationFieldsProps {
  /** Where `latitude` and `longitude` live, relative to the enclosing Form.List if any. */
  name: Path;
  /** The enclosing Form.List's own name, when inside one (to read and set the absolute field). */
  listName?: Path;
  zoom?: number;
  required?: boolean;
  disabled?: boolean;
}

/** Rules of 03 §5: latitude required, -90..90; longitude required, -180..180. */
export function coordinateRules(
  axis: 'latitude' | 'longitude',
  format: (id: MessageId) => string,
  required: boolean,
): Rule[] {
  const limit = axis === 'latitude' ? 90 : 180;
  return [
    { required, message: format(`locationPicker.${axis}Required`) },
    {
      validator: (_, value: unknown) =>
        value === undefined ||
        value === null ||
        (typeof value === 'number' && value >= -limit && value <= limit)
          ? Promise.resolve()
          : Promise.reject(new Error(format(`locationPicker.${axis}Range`))),
    },
  ];
}

/** The location picker: latitude and longitude fields with their rules, and a map drawn without tiles. */
export function LocationFields({
  name,
  listName,
  zoom = DEFAULT_ZOOM,
  required = true,
  disabled,
}: LocationFieldsProps) {
  const intl = useIntl();
  const format = (id: MessageId) => intl.formatMessage({ id });
  const form = Form.useFormInstance();
  const absolute = [...(listName ?? []), ...name];
  const latitude = Form.useWatch([...absolute, 'latitude'], form) as number | undefined;
  const longitude = Form.useWatch([...absolute, 'longitude'], form) as number | undefined;
  const [currentZoom, setZoom] = useState(zoom);
  const marked =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const centre = marked ? { latitude, longitude } : DEFAULT_CENTRE;

  const place = (point: { latitude: number; longitude: number }) => {
    form.setFieldValue([...absolute, 'latitude'], point.latitude);
    form.setFieldValue([...absolute, 'longitude'], point.longitude);
    void form.validateFields([
      [...absolute, 'latitude'],
      [...absolute, 'longitude'],
    ]);
  };

  return (
    <>
      <Space wrap align="start">
        <Form.Item
          name={[...name, 'latitude']}
          label={format('locationPicker.latitude')}
          rules={coordinateRules('latitude', format, required)}
        >
          <InputNumber step={0.000001} style={{ width: 180 }} disabled={disabled} />
        </Form.Item>
        <Form.Item
          name={[...name, 'longitude']}
          label={format('locationPicker.longitude')}
          rules={coordinateRules('longitude', format, required)}
        >
          <InputNumber step={0.000001} style={{ width: 180 }} disabled={disabled} />
        </Form.Item>
      </Space>
      <Form.Item>
        <OfflineMap
          latitude={centre.latitude}
          longitude={centre.longitude}
          marked={marked}
          zoom={currentZoom}
          onPick={disabled ? () => undefined : place}
          onZoom={setZoom}
        />
      </Form.Item>
    </>
  );
}
