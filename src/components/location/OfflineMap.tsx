import type { MouseEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromWorld, metresPerPixel, TILE_SIZE, toWorld } from './mercator';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 18;

const WIDTH = 400;
const HEIGHT = 220;

export interface OfflineMapProps {
  latitude: number;
  longitude: number;
  /** Whether the point is set (else the map shows its default centre without a marker). */
  marked: boolean;
  zoom: number;
  onPick: (point: { latitude: number; longitude: number }) => void;
  onZoom: (zoom: number) => void;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function scaleLabel(metres: number): string {
  return metres >= 1000 ? `${Math.round(metres / 100) / 10} km` : `${Math.round(metres)} m`;
}

/**
 * A map without tiles: the Web Mercator tile grid around the point, drawn locally, so it works with no map
 * service at all. Clicking places the point there; the zoom buttons change the grid's scale.
 */
export function OfflineMap({ latitude, longitude, marked, zoom, onPick, onZoom }: OfflineMapProps) {
  const intl = useIntl();
  const centre = toWorld(latitude, longitude, zoom);
  const left = centre.x - WIDTH / 2;
  const top = centre.y - HEIGHT / 2;
  const lines: { key: string; x1: number; y1: number; x2: number; y2: number }[] = [];
  for (let x = Math.ceil(left / TILE_SIZE) * TILE_SIZE; x < left + WIDTH; x += TILE_SIZE) {
    lines.push({ key: `x${x}`, x1: x - left, y1: 0, x2: x - left, y2: HEIGHT });
  }
  for (let y = Math.ceil(top / TILE_SIZE) * TILE_SIZE; y < top + HEIGHT; y += TILE_SIZE) {
    lines.push({ key: `y${y}`, x1: 0, y1: y - top, x2: WIDTH, y2: y - top });
  }
  const scaleMetres = metresPerPixel(latitude, zoom) * 100;

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width ? WIDTH / box.width : 1;
    const x = left + (event.clientX - box.left) * scale;
    const y = top + (event.clientY - box.top) * scale;
    const point = fromWorld(x, y, zoom);
    onPick({ latitude: round(point.latitude), longitude: round(point.longitude) });
  };

  return (
    <div style={{ maxWidth: WIDTH }}>
      <svg
        role="img"
        aria-label={intl.formatMessage({ id: 'locationPicker.map' })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{
          width: '100%',
          background: '#eef3f7',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          cursor: 'crosshair',
        }}
        onClick={pick}
      >
        {lines.map(({ key, ...line }) => (
          <line key={key} {...line} stroke="#c9d6e2" strokeWidth={1} />
        ))}
        {marked ? (
          <g transform={`translate(${WIDTH / 2} ${HEIGHT / 2})`}>
            <circle r={10} fill="#c8102e" opacity={0.25} />
            <circle r={4} fill="#c8102e" />
          </g>
        ) : null}
        <g transform={`translate(10 ${HEIGHT - 12})`}>
          <line x1={0} y1={0} x2={100} y2={0} stroke="#555" strokeWidth={2} />
          <text x={0} y={-4} fontSize={10} fill="#555">
            {scaleLabel(scaleMetres)}
          </text>
        </g>
      </svg>
      <Space style={{ marginTop: 4 }}>
        <Button
          size="small"
          icon={<MinusOutlined />}
          aria-label={intl.formatMessage({ id: 'locationPicker.zoomOut' })}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => onZoom(zoom - 1)}
        />
        <Typography.Text>
          <FormattedMessage id="locationPicker.zoom" values={{ zoom }} />
        </Typography.Text>
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={intl.formatMessage({ id: 'locationPicker.zoomIn' })}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => onZoom(zoom + 1)}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <FormattedMessage id="locationPicker.clickHint" />
        </Typography.Text>
      </Space>
    </div>
  );
}
