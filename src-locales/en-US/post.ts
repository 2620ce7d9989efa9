/** Community posts: the list, a post's detail, its top weight and its stars (03-community-analytics §2.3, §8). */
/** The area's entries in the side bar and header: the shell shows them before the area loads (./menus.ts). */
export const menu = {
  'post.menu': 'Posts',
};

const messages = {
  ...menu,
  'post.searchFailed': 'The posts could not be loaded',
  'post.updated': 'update successfully',
  'post.updateFailed': 'update failed',
  'post.deleted': 'delete successfully',
  'post.deleteFailed': 'delete failed',

  'post.field.title': 'Title',
  'post.field.member.name': 'Member',
  'post.field.member.is_owner': 'Owner',
  'post.field.member_doc.name': 'Club',
  'post.field.tags': 'Tags',
  'post.field.weight': 'Top weight',
  'post.field.star_count': 'Stars',
  'post.field.location.address': 'Location',
  'post.field.created_at': 'Created at',
  'post.field.actions': 'Actions',
  'post.pinned': 'Pinned',
  'post.owner': 'Owner',

  'post.detail': 'Detail',
  'post.detail.title': 'Post detail',
  'post.detail.images': 'Images',
  'post.detail.noImages': 'No images',
  'post.detail.image': 'Image {index} of "{title}"',
  'post.detail.content': 'Content',
  'post.detail.video': 'Video',
  'post.detail.noVideo': 'No video',
  'post.detail.createdAt': 'Created at',
  'post.detail.stars': 'Stars',
  'post.detail.loadFailed': 'The post could not be loaded',
  'post.detail.close': 'Close',
  'post.video.pending': 'Under review',
  'post.video.pass': 'Approved',
  'post.video.block': 'Blocked',

  'post.delete': 'Delete',
  'post.delete.confirmTitle': 'Delete this post?',
  'post.delete.confirm': 'The post "{title}" will be deleted.',
  'post.setTop': 'Set top',
  'post.cancelTop': 'Cancel top',
  'post.updateWeight': 'Update weight',
  'post.cancelTop.confirmTitle': 'Cancel top?',
  'post.cancelTop.confirm': 'The post "{title}" will no longer be pinned (weight 0).',
  'post.weight.setTitle': 'Set top',
  'post.weight.editTitle': 'Update weight',
  'post.weight.label': 'Weight',
  'post.weight.required': 'Please input the weight',
  'post.weight.min': 'The weight must be 0 or more',
  'post.weight.help': 'Pinned posts are listed first, the highest weight on top.',
  'post.weight.post': 'Post',

  'post.stars': 'Stars',
  'post.star.title': 'Stars of "{title}"',
  'post.star.titleUnknown': 'Stars of the post',
  'post.star.back': 'Back',
  'post.star.searchFailed': 'The stars could not be loaded',
  'post.star.field.star_member.name': 'Member',
  'post.star.field.star_member.is_owner': 'Owner',
  'post.star.field.star_member_doc.name': 'Club',
  'post.star.field.star_unionid': 'Union ID',
  'post.star.field.created_at': 'Starred at',
};
export default messages;

// Its ids join `MessageId`, and its name the files an area's route may list (src-locales/messageIds.ts).
declare module '../messageIds' {
  interface AreaMessageFiles {
    post: typeof messages;
  }
}
