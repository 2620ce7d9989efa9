/**
 * Channel groups and their mini-code channels (03-community-analytics §3): a dozen groups (campaigns, dealers,
 * print) with a few hundred channels between them, each a mini-program page with tracking parameters, a few
 * with their URL link or scheme already generated.
 */
import { CHANNEL_CODE_COUNT, channelCodePath } from '../tracking/channelCodes';
import { defineCollection } from './db';

export interface ChannelGroupRecord {
  id: string;
  name: string;
  description: string;
  comment: string;
  created_at: number;
  updated_at: number;
}

export interface ChannelRecord {
  id: string;
  name: string;
  description: string;
  group_id: string;
  path: string;
  created_at: number;
  updated_at: number;
  wechat_url_link?: string;
  wechat_scheme?: string;
}

const DAY = 86400;

const GROUPS: readonly (readonly [string, string, string])[] = [
  ['2026 春季新车发布', '新车发布会现场物料上的小程序码', '市场部 王经理'],
  ['Dealer posters', 'Codes printed on posters in dealer showrooms', 'Retail team'],
  ['EICMA 2026', 'Milan motorcycle show booth codes', 'Events'],
  ['门店试驾', '门店试驾登记入口', '零售运营'],
  ['Owner club events', 'Codes handed out at club rides', 'Community team'],
  ['公众号菜单', '公众号菜单与推文中的入口', '内容运营'],
  ['Magazine ads', 'Print ads in riding magazines', 'Brand'],
  ['售后保养', '售后工单与保养提醒中的码', '售后服务部'],
  ['Track days', 'Codes at circuit track days', 'Events'],
  ['电商详情页', '电商店铺商品详情页入口', '电商运营'],
  ['Helmet stickers', 'Stickers shipped with accessories', 'Accessories'],
  ['员工推荐', '员工专属推荐码', 'HR'],
];

/** Pages of the mini-program, and one it does not have (generating its link fails with 40165). */
const PAGES = [
  'pages/index/index',
  'pages/motorcycle/list',
  'pages/reservation/form',
  'pages/signup/signup',
  'pages/coupon/mine',
  'pages/events/poster',
];
const SOURCES = ['poster', 'booth', 'flyer', 'sticker', 'menu', 'article', 'sms', 'badge'];
const PLACES = ['shanghai', 'beijing', 'hangzhou', 'chengdu', 'milan', 'shenzhen', 'wuhan', 'xian'];

export const channelGroups = defineCollection<ChannelGroupRecord>('channelGroups', ({ random, now }) =>
  GROUPS.map(([name, description, comment], index) => {
    const created_at = now - (GROUPS.length - index) * 20 * DAY - random.int(0, DAY);
    return {
      id: random.id(),
      name,
      description,
      comment,
      created_at,
      updated_at: created_at + random.int(0, 10) * DAY,
    };
  }),
);

/**
 * The first channels (in the newest group) are the codes the tracking events were scanned from, so Channel Data
 * shows visits; the path is drawn anyway, keeping the other channels' seed as it was.
 */
const codePathOr = (index: number, drawn: string) =>
  index < CHANNEL_CODE_COUNT ? channelCodePath(index) : drawn;

export const channels = defineCollection<ChannelRecord>('channels', ({ random, count, now, db }) => {
  const groups = channelGroups(db).all();
  const total = count({ small: 60, demo: 320 });
  return Array.from({ length: total }, (_, index) => {
    // The newest group (listed first) holds more than a page of cards; the others share the rest.
    const group = index < total / 4 ? groups[groups.length - 1] : random.pick(groups);
    const source = random.pick(SOURCES);
    const place = random.pick(PLACES);
    const chinese = index % 2 === 0;
    const params = [`channel=${source}`, `from=${place}`];
    if (random.bool(0.3)) params.push(`batch=${random.int(1, 9)}`);
    const created_at = now - random.int(1, 200) * DAY - random.int(0, DAY);
    const id = random.id();
    const withLink = random.bool(0.25);
    return {
      id,
      name: chinese ? `${place}-${source}-${index + 1} 号` : `${place} ${source} #${index + 1}`,
      description: chinese
        ? `${group.name}：第 ${index + 1} 个投放点`
        : `Placement ${index + 1} of ${group.name}`,
      group_id: group.id,
      path: codePathOr(index, `${random.pick(PAGES)}?${params.join('&')}`),
      created_at,
      updated_at: Math.min(now - 60, created_at + random.int(0, 30) * DAY),
      ...(withLink ? { wechat_url_link: `https://wxaurl.cn/${random.hex(12)}` } : {}),
      ...(withLink && random.bool(0.5) ? { wechat_scheme: `weixin://dl/business/?t=${random.hex(11)}` } : {}),
    };
  });
});
