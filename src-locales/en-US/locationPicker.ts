/** The location fields and the map picker. */
const messages = {
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
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    locationPicker: typeof messages;
  }
}
