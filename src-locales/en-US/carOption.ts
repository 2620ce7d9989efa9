/**
 * The /vehicle page's reference data (02-operations §2 screen 5, §5): car brands and their models, brand series
 * and their models, purchase channels. Rule texts are the mock's (mock/handlers/carOptionRules.ts).
 */
const messages = {
  'carOption.models': 'Models',
  'carOption.close': 'Close',
  'carOption.deleted': 'Deleted successfully',
  'carOption.deleteFailed': 'Delete failed',
  'carOption.status': 'Status',
  'carOption.status.shown': 'Shown',
  'carOption.status.deleted': 'Deleted',
  'carOption.nameLocked': 'The name can not be changed once created',

  'carOption.rule.nameRequired': 'Please input the name',
  'carOption.rule.zhNameRequired': 'Please input the Chinese name',
  'carOption.rule.weightMin': 'Weight must be at least 0',
  'carOption.rule.iconRequired': 'Please upload the icon',

  'carOption.brand.sheet': 'Car brands',
  'carOption.brand.create': 'Add Brand',
  'carOption.brand.createTitle': 'Add Brand',
  'carOption.brand.editTitle': 'Edit Brand',
  'carOption.brand.drawerTitle': 'Models of {name}',
  'carOption.brand.rule.nameRequired': 'Please input the brand name',
  'carOption.brand.deleteTitle': 'Delete the brand {name}?',
  'carOption.brand.deleteConfirm':
    'The brand is removed for good. A brand that still has models can not be deleted.',
  'carOption.brand.field.name': 'Brand name',
  'carOption.brand.field.zh_name': 'Chinese name',
  'carOption.brand.field.created_at': 'Created at',
  'carOption.brand.field.updated_at': 'Updated at',

  'carOption.model.create': 'Add Model',
  'carOption.model.createTitle': 'Add Model',
  'carOption.model.editTitle': 'Edit Model',
  'carOption.model.rule.nameRequired': 'Please input the model name',
  'carOption.model.deleteTitle': 'Delete the model {name}?',
  'carOption.model.deleteConfirm': 'The model is removed for good.',
  'carOption.model.field.name': 'Model name',
  'carOption.model.field.zh_name': 'Chinese name',
  'carOption.model.field.created_at': 'Created at',
  'carOption.model.field.updated_at': 'Updated at',

  'carOption.series.sheet': 'Brand series',
  'carOption.series.create': 'Add Series',
  'carOption.series.createTitle': 'Add Series',
  'carOption.series.editTitle': 'Edit Series',
  'carOption.series.drawerTitle': 'Models of {name}',
  'carOption.series.deleteTitle': 'Delete the series {name}?',
  'carOption.series.deleteConfirm':
    'The series is hidden from the mini-program and stays here marked Deleted.',
  'carOption.series.field.name': 'Series name',
  'carOption.series.field.weight': 'Weight',
  'carOption.series.field.allow_test_drive': 'Test drive',
  'carOption.series.field.icon_url': 'Icon',
  'carOption.series.field.background_url': 'Background image',
  'carOption.series.field.deleted_flag': 'Status (0 shown, 1 deleted)',
  'carOption.series.field.created_at': 'Created at',
  'carOption.series.field.updated_at': 'Updated at',

  'carOption.seriesModel.create': 'Add Model',
  'carOption.seriesModel.createTitle': 'Add Model',
  'carOption.seriesModel.editTitle': 'Edit Model',
  'carOption.seriesModel.deleteTitle': 'Delete the model {name}?',
  'carOption.seriesModel.deleteConfirm':
    'The model is hidden from the mini-program and stays here marked Deleted.',
  'carOption.seriesModel.field.name': 'Model name',
  'carOption.seriesModel.field.weight': 'Weight',
  'carOption.seriesModel.field.allow_test_drive': 'Test drive',
  'carOption.seriesModel.field.icon_url': 'Icon',
  'carOption.seriesModel.field.deleted_flag': 'Status (0 shown, 1 deleted)',
  'carOption.seriesModel.field.created_at': 'Created at',
  'carOption.seriesModel.field.updated_at': 'Updated at',

  'carOption.channel.sheet': 'Purchase channels',
  'carOption.channel.create': 'Add Channel',
  'carOption.channel.createTitle': 'Add Channel',
  'carOption.channel.editTitle': 'Edit Channel',
  'carOption.channel.deleteTitle': 'Delete the channel {name}?',
  'carOption.channel.deleteConfirm': 'The channel is no longer offered and stays here marked Deleted.',
  'carOption.channel.field.name': 'Channel name',
  'carOption.channel.field.weight': 'Weight',
  'carOption.channel.field.deleted_flag': 'Status (0 shown, 1 deleted)',
  'carOption.channel.field.created_at': 'Created at',
  'carOption.channel.field.updated_at': 'Updated at',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    carOption: typeof messages;
  }
}
