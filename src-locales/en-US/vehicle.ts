/**
 * The /vehicle page (02-operations §2 screen 5, §3, §5): old reservation motorcycles, the model-brand config,
 * user garages and user complaints.
 */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'vehicle.menu': 'Vehicles',
};

const messages = {
  ...menu,
  'vehicle.actions': 'Actions',

  'vehicle.tab.motorcycle': 'Reservation Motorcycles',
  'vehicle.tab.modelBrand': 'Model Brands',
  'vehicle.tab.carBrand': 'Car Brands',
  'vehicle.tab.series': 'Brand Series',
  'vehicle.tab.channel': 'Purchase Channels',
  'vehicle.tab.garage': 'User Garages',
  'vehicle.tab.complaint': 'User Complaints',

  'vehicle.motorcycle.sheet': 'Motorcycles',
  'vehicle.motorcycle.create': 'Add Motorcycle',
  'vehicle.motorcycle.createTitle': 'Add Motorcycle',
  'vehicle.motorcycle.editTitle': 'Edit Motorcycle',
  'vehicle.motorcycle.field.image_url': 'Image',
  'vehicle.motorcycle.field.name': 'Name',
  'vehicle.motorcycle.field.zh_name': 'Chinese Name',
  'vehicle.motorcycle.field.weight': 'Weight',
  'vehicle.motorcycle.field.disabled': 'Status',
  'vehicle.motorcycle.field.online_at': 'Online time',
  'vehicle.motorcycle.field.offline_at': 'Offline time',
  'vehicle.motorcycle.field.created_at': 'Created at',
  'vehicle.motorcycle.field.updated_at': 'Updated at',
  'vehicle.motorcycle.form.online': 'Online',
  'vehicle.motorcycle.online': 'Online',
  'vehicle.motorcycle.offline': 'Offline',
  'vehicle.motorcycle.imageHint': 'Recommended size 360*224',
  'vehicle.motorcycle.rule.nameRequired': 'Please input the name',
  'vehicle.motorcycle.rule.nameMax': 'Name can not exceed 15 characters',
  'vehicle.motorcycle.rule.zhNameRequired': 'Please input the Chinese name',
  'vehicle.motorcycle.rule.zhNameMax': 'Chinese Name can not exceed 8 characters',
  'vehicle.motorcycle.rule.weightRequired': 'Please input the weight',
  'vehicle.motorcycle.rule.imageRequired': 'Please upload the image',
  'vehicle.motorcycle.rule.offlineAfterOnline': 'The offline time must be after the online time',

  'vehicle.modelBrand.sheet': 'Model brands',
  'vehicle.modelBrand.create': 'Add Model Brand',
  'vehicle.modelBrand.createTitle': 'Add Model Brand',
  'vehicle.modelBrand.editTitle': 'Edit Model Brand',
  'vehicle.modelBrand.field.name': 'Name',
  'vehicle.modelBrand.field.type': 'Type',
  'vehicle.modelBrand.field.created_at': 'Created at',
  'vehicle.modelBrand.field.updated_at': 'Updated at',
  'vehicle.modelBrand.type.own': 'Own model brand',
  'vehicle.modelBrand.type.other': 'Other brand',
  'vehicle.modelBrand.rule.nameRequired': 'Please input the name',
  'vehicle.modelBrand.rule.typeRequired': 'Please choose the type',

  'vehicle.garage.sheet': 'Garages',
  'vehicle.garage.field.garage_vin': 'VIN',
  'vehicle.garage.field.garage_image_url': 'Image',
  'vehicle.garage.field.garage_series_name': 'Series',
  'vehicle.garage.field.garage_model_name': 'Model',
  'vehicle.garage.field.garage_channel_name': 'Purchase channel',
  'vehicle.garage.field.garage_purchase_year': 'Purchase date',
  'vehicle.garage.field.garage_purchase_month': 'Purchase month',
  'vehicle.garage.field.garage_nickname': 'Nickname',
  'vehicle.garage.field.garage_status': 'Status',
  'vehicle.garage.field.unionid': 'UnionID',
  'vehicle.garage.field.openid': 'OpenID',
  'vehicle.garage.field.created_at': 'Created at',
  'vehicle.garage.status.bind': 'Bound',
  'vehicle.garage.status.untie': 'Untied',
  'vehicle.garage.status.invalid': 'Invalid',

  'vehicle.complaint.field.created_at': 'Submitted at',
  'vehicle.complaint.field.metadata.phone': 'Phone',
  'vehicle.complaint.field.metadata.channel_name': 'Purchase channel',
  'vehicle.complaint.field.metadata.series_name': 'Series / model',
  'vehicle.complaint.field.metadata.model_name': 'Model',
  'vehicle.complaint.field.metadata.nickname': 'Nickname',
  'vehicle.complaint.field.metadata.purchase_date': 'Purchase date',
  'vehicle.complaint.field.metadata.vin': 'VIN',
  'vehicle.complaint.field.form_data.evidence': 'Evidence',
  'vehicle.complaint.field.audit_status': 'Audit status',
  'vehicle.complaint.field.mini_profile.openid': 'OpenID',
  'vehicle.complaint.status.pending': 'Pending',
  'vehicle.complaint.status.pass': 'Passed',
  'vehicle.complaint.status.refuse': 'Refused',
  'vehicle.complaint.statusLoading': 'Loading the audit status',
  'vehicle.complaint.statusFailed': 'The status could not be loaded',
  'vehicle.complaint.evidence': 'Evidence {number}',
  'vehicle.complaint.pass': 'Pass',
  'vehicle.complaint.refuse': 'Refuse',
  'vehicle.complaint.passConfirm': 'Pass this complaint?',
  'vehicle.complaint.passContent': 'The complaint about VIN {vin} will be passed. This cannot be undone.',
  'vehicle.complaint.refuseConfirm': 'Refuse this complaint?',
  'vehicle.complaint.refuseContent': 'The complaint about VIN {vin} will be refused. This cannot be undone.',
  'vehicle.complaint.passed': 'Passed successfully',
  'vehicle.complaint.refused': 'Refused successfully',
  'vehicle.complaint.configFailed': 'The complaint form could not be found',
  'vehicle.complaint.noForm': 'No complaint form is set',
  'vehicle.complaint.noFormHint':
    'Complaints are the records of the garage complaint form. Choose that form in the global config first.',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    vehicle: typeof messages;
  }
}
