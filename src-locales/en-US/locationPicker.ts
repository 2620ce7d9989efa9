/** The location fields and the map picker. */
export default {
  'locationPicker.latitude': 'Latitude',
  'locationPicker.longitude': 'Longitude',
  'locationPicker.latitudeRequired': 'Please input the latitude',
  'locationPicker.latitudeRange': 'Latitude must be between -90 and 90',
  'locationPicker.longitudeRequired': 'Please input the longitude',
  'locationPicker.longitudeRange': 'Longitude must be between -180 and 180',
  'locationPicker.map': 'Map',
  'locationPicker.zoom': 'Zoom {zoom}',
  'locationPicker.zoomIn': 'Zoom in',
  'locationPicker.zoomOut': 'Zoom out',
  'locationPicker.clickHint': 'Click the map to place the point',
};
