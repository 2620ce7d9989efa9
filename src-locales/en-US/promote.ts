/** Promote activities and the promote config (02-operations §2 screen 12, §5, §8). */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'promote.menu': 'Promote',
  'promote.menu.activities': 'Promote Activities',
  'promote.menu.config': 'Promote Config',
};

const messages = {
  ...menu,
  'promote.back': 'Back',
  'promote.save': 'Save',
  'promote.tab.setting': 'Setting',
  'promote.tab.layout': 'Layout',

  'promote.activity.create': 'Create',
  'promote.activity.shown': 'Visible',
  'promote.activity.hidden': 'Hidden',
  'promote.activity.createTitle': 'New promote activity',
  'promote.activity.editTitle': 'Edit promote activity',
  'promote.activity.loadFailed': 'The promote activity could not be loaded',
  'promote.activity.saved': 'Saved successfully',
  'promote.activity.invalid': 'Some fields are not valid: please check the highlighted ones',
  'promote.activity.field.id': 'ID',
  'promote.activity.field.title': 'Title',
  'promote.activity.field.visible': 'Visible',
  'promote.activity.field.description': 'Description',
  'promote.activity.field.online_at': 'Online time',
  'promote.activity.field.offline_at': 'Offline time',
  'promote.activity.field.updated_at': 'Updated at',
  'promote.activity.field.created_at': 'Created at',
  'promote.activity.field.schedule': 'Online and offline time',
  'promote.activity.field.shareImage': 'Share image',
  'promote.activity.onlineAt': 'Online time',
  'promote.activity.offlineAt': 'Offline time',
  'promote.activity.titleRequired': 'Please input the title',
  'promote.activity.scheduleRequired': 'Please choose the online and offline time',
  'promote.activity.offlineBeforeOnline': 'The offline time must be after the online time',

  'promote.media.type': 'Type',
  'promote.media.type.image': 'Image',
  'promote.media.type.video': 'Video',
  'promote.media.image': 'Image',
  'promote.media.video': 'Video',
  'promote.media.fileRequired': 'Please upload the file',

  'promote.hero.title': 'Hero banners',
  'promote.hero.item': 'Banner {number}',
  'promote.hero.add': 'Add a hero banner',
  'promote.hero.remove': 'Remove banner {number}',
  'promote.hero.videoOptions': 'Video options',
  'promote.hero.flag.controls': 'Controls',
  'promote.hero.flag.autoPlay': 'Autoplay',
  'promote.hero.flag.loop': 'Loop',
  'promote.hero.flag.muted': 'Muted',
  'promote.hero.flag.showFullScreenBtn': 'Full-screen button',
  'promote.hero.flag.showPlayBtn': 'Play button',
  'promote.hero.flag.showProgress': 'Progress bar',
  'promote.hero.flag.showCenterPlayBtn': 'Centre play button',
  'promote.hero.flag.showMuteBtn': 'Mute button',

  'promote.carousel.title': 'Carousels',
  'promote.carousel.item': 'Carousel {number}',
  'promote.carousel.add': 'Add a carousel',
  'promote.carousel.remove': 'Remove carousel {number}',
  'promote.carousel.type': 'Carousel type',
  'promote.carousel.type.scaling_carousels': 'Scaling carousel',
  'promote.carousel.type.square_carousels': 'Square carousel',
  'promote.carousel.name': 'Section name',
  'promote.carousel.nameRequired': 'Please input the section name',
  'promote.carousel.slide': 'Slide {number}',
  'promote.carousel.addSlide': 'Add a slide',
  'promote.carousel.removeSlide': 'Remove slide {number}',
  'promote.carousel.imageRequired': 'Please upload the slide image',
  'promote.carousel.itemsRequired': 'Add at least one slide',

  'promote.config.title': 'Promote config',
  'promote.config.readOnly': 'You can read the promote config but not change it.',
  'promote.config.loadFailed': 'The promote config could not be loaded',
  'promote.config.saved': 'save successfully',
  'promote.config.page': 'Promote page',
  'promote.config.activity': 'Activity shown on the promote page',
  'promote.config.activityPlaceholder': 'Search visible activities online now',
  'promote.config.noActivity': 'No visible activity is online now',
  'promote.config.activitiesFailed': 'The activities could not be loaded',
  'promote.config.popup': 'Home popup',
  'promote.config.posts': 'Tags and top posts',
  'promote.config.scope': 'Tag scope',
  'promote.config.tags': 'Tags',
  'promote.config.tagsRequired': 'Please choose tags',
  'promote.config.topPosts': 'Top posts',
  'promote.config.topPostsRequired': 'Please choose top posts',
  'promote.config.chooseTagsFirst': 'Choose tags first: the posts offered carry one of them',
  'promote.config.noPost': 'No post carries the chosen tags',
  'promote.config.postsFailed': 'The posts could not be loaded',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    promote: typeof messages;
  }
}
