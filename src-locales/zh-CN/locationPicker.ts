import type en from '../en-US/locationPicker';

/** The location fields and the map picker. */
const zh: Record<keyof typeof en, string> = {
  'locationPicker.latitude': '纬度',
  'locationPicker.longitude': '经度',
  'locationPicker.latitudeRequired': '请输入纬度',
  'locationPicker.latitudeRange': '纬度必须在 -90 到 90 之间',
  'locationPicker.longitudeRequired': '请输入经度',
  'locationPicker.longitudeRange': '经度必须在 -180 到 180 之间',
  'locationPicker.map': '地图',
  'locationPicker.zoom': '缩放 {zoom}',
  'locationPicker.zoomIn': '放大',
  'locationPicker.zoomOut': '缩小',
  'locationPicker.clickHint': '点击地图放置坐标',
};

export default zh;
