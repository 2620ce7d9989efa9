/**
 * The side bar's and header's entries of every area (src/routes/areas): they load with the signed-in shell, while an
 * area's other messages load with its pages.
 */
export default {
  'config.menu': 'Config',
  'config.policy.menu': 'Reservation Policy',
  'formCenter.menu.forms': 'Forms',
  'formCenter.menu.actionLog': 'Action Log',
  'tagCenter.menu.tag': 'Tag',
  'tagCenter.menu.source': 'Source',
  'tagCenter.menu.log': 'Log',
  'tagCenter.menu.entity': 'Entity',
  'tagCenter.menu.task': 'Task',
  'floor.menu': 'Floors',
  'floor.menu.home': 'Home Page',
  'floor.menu.render': 'Render Pages',
  'doc.menu': "Owners' Clubs",
  'coupon.menu': 'Coupons',
  'member.menu': 'Users',
  'promote.menu': 'Promote',
  'promote.menu.activities': 'Promote Activities',
  'promote.menu.config': 'Promote Config',
  'reservation.menu': 'Reservations',
  'store.menu': 'Stores',
  'tracking.menu': 'Analytics',
  'tracking.menu.launch': 'Launches',
  'tracking.menu.page': 'Page Views',
  'vehicle.menu': 'Vehicles',
  'riding.menu': 'Riding',
  'post.menu': 'Posts',
  'subscribeMsg.menu': 'Activities',
  'channel.menu': 'Channels',
};
