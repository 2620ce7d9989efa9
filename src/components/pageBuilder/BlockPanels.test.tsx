import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  BLOCK_TYPES,
  FRAMED_TYPES,
  type BlockData,
  type BlockType,
  type Json,
} from 'config/pageBuilder/blocks';
import { valueAt } from 'config/pageBuilder/json';
import {
  cardTitled,
  chooseOption,
  field,
  IMAGE,
  NEW_ZONE,
  openBlock,
  part,
  ruleUnder,
  shown,
  typeNumber,
  zoneOf,
} from 'test/pageBuilderPanel';
import { http, HttpResponse } from 'msw';
import { products } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { itemTemplate } from './itemTemplates';

const server = installMockBackend();

interface BlockCase {
  /** What the block starts with besides its defaults (an uploaded image, for the canvas to draw). */
  start?: (data: BlockData) => void;
  /** The fields and what they show for a new block, by their labels. */
  fields: [label: string, value: string | boolean][];
  /** Texts the panel shows for a new block. */
  texts?: string[];
  edit: (user: UserEvent) => unknown;
  /** Where the edit lands in the block's data, and what it holds. */
  changed: [path: string, value: Json];
  /** The edit on the canvas: the drawn block, as the phone shows it. */
  drawn?: (block: HTMLElement) => void;
  /** A rule of the block's: what breaks it, and the message under the field. */
  rule?: (user: UserEvent) => Promise<HTMLElement>;
}

const FLAGS: BlockCase['fields'] = [
  ['Controls', true],
  ['Autoplay', false],
  ['Loop', false],
  ['Muted', false],
  ['Progress bar', true],
  ['Full-screen button', true],
  ['Play button', true],
  ['Centre play button', true],
  ['Mute button', false],
];
const SETTINGS: BlockCase['fields'] = [
  ['Indicator dots', true],
  ['Dot colour', '#ffffff'],
  ['Active dot colour', '#000000'],
  ['Autoplay', false],
  ['Circular', false],
  ['Start at slide', '1'],
  ['interval', '5000'],
  ['duration', '500'],
];
const WIDTH_RULE = 'Between 0 and 375 px';
const atLeast = (min: number) => `Enter a whole number of at least ${min}`;
const addItem = (user: UserEvent, list = 'Items') =>
  user.click(within(cardTitled(list)).getByRole('button', { name: /Add an item/ }));
const pxWidth = async (user: UserEvent, label: string) => {
  await chooseOption(user, `${label} (Type)`, 'px');
  typeNumber(label, '400');
  return ruleUnder(label, WIDTH_RULE);
};

/** Every block type: its panel as a new block has it, one edit reaching its data and the phone, its rule. */
const CASES: Record<BlockType, BlockCase> = {
  CMiniHeader: {
    fields: [
      ['Title', ''],
      ['Text colour', 'Black'],
      ['Background colour', '#ffffff'],
      ['Transparent', false],
      ['Hide the home button', false],
    ],
    edit: () => fireEvent.change(field('Title'), { target: { value: 'Ride out' } }),
    changed: ['title', 'Ride out'],
    drawn: (block) => expect(block).toHaveTextContent('Ride out'),
    rule: () => {
      fireEvent.change(field('Background colour'), { target: { value: 'red' } });
      return ruleUnder('Background colour', 'A colour such as #ffffff or rgb(255, 255, 255)');
    },
  },
  CSpace: {
    fields: [
      ['Height', '10'],
      ['Height (Type)', 'px'],
      ['Width', '100'],
      ['Width (Type)', '%'],
      ['Background colour', '#ffffff'],
    ],
    edit: () => typeNumber('Height', '40'),
    changed: ['height.size', 40],
    drawn: (block) => expect(block).toHaveStyle({ height: '40px', width: '100%' }),
    rule: (user) => pxWidth(user, 'Width'),
  },
  CImage: {
    start: (data) => Object.assign(data.image as object, { url: IMAGE }),
    fields: [
      ['Width', '100'],
      ['Width (Type)', '%'],
      ['Height', '0'],
      ['Height (Type)', 'auto'],
      ['Long press to save', false],
    ],
    edit: () => typeNumber('Width', '50'),
    changed: ['image.width.size', 50],
    drawn: (block) => expect(part(block, 'img')).toHaveStyle({ width: '50%' }),
    rule: (user) => pxWidth(user, 'Width'),
  },
  CVideo: {
    fields: [['Title', ''], ...FLAGS],
    texts: ['Hot zones on Poster', 'Upload the image first to draw its zones.'],
    edit: (user) => addItem(user),
    changed: ['video.items', [itemTemplate('video.items')]],
    drawn: (block) => expect(zoneOf(block)).toHaveStyle({ left: '10%', top: '10%', width: '30%' }),
  },
  CCarouselImage: {
    fields: SETTINGS,
    texts: ['Carousel settings'],
    edit: () => typeNumber('duration', '800'),
    changed: ['carousel.settings.duration', 800],
    rule: async () => {
      typeNumber('Start at slide', '0');
      await ruleUnder('Start at slide', atLeast(1));
      typeNumber('interval', '-1');
      await ruleUnder('interval', atLeast(0));
      typeNumber('duration', '2.5');
      return ruleUnder('duration', atLeast(0));
    },
  },
  CScrollImage: {
    fields: [
      ['Image width', '300'],
      ['Image width (Type)', 'rpx'],
      ['Image height', '200'],
      ['Image height (Type)', 'rpx'],
      ['Gap', '10'],
      ['Gap (Type)', 'rpx'],
    ],
    edit: () => typeNumber('Gap', '20'),
    changed: ['scroll.itemGap.size', 20],
    // 20 rpx is 10 px on the 375 px phone.
    drawn: (block) => expect(part(block, '.page-builder-scroll')).toHaveStyle({ gap: '10px' }),
    rule: async () => {
      // 800 rpx is 400 px, beyond the phone.
      typeNumber('Image width', '800');
      return ruleUnder('Image width', WIDTH_RULE);
    },
  },
  CHotZone: {
    fields: [],
    texts: ['Hot zones on Image', 'Upload the image first to draw its zones.', 'Items'],
    edit: (user) => addItem(user),
    changed: ['hot_zone.items', [{ coordinate: NEW_ZONE, action: null }]],
    drawn: (block) => expect(zoneOf(block)).toHaveStyle({ left: '10%', height: '20%' }),
  },
  CProductList: {
    fields: [],
    texts: ['No products yet', 'Products'],
    edit: (user) => addItem(user),
    changed: ['products.items', [itemTemplate('products.items')]],
    drawn: (block) => expect(block.querySelectorAll('.page-builder-product')).toHaveLength(1),
    rule: async (user) => {
      expect(shown(field('Show the name'))).toBe(true);
      expect(shown(field('Price'))).toBe('Automatic');
      await chooseOption(user, 'Price', 'Custom');
      typeNumber('Custom price (RMB)', '0');
      return ruleUnder('Custom price (RMB)', atLeast(1));
    },
  },
  CImagePortfolio: {
    fields: [
      ['Layout', 'Left and right'],
      ['Text', ''],
      ['Font size', '14'],
      ['Font size (Type)', 'rpx'],
      ['Font weight', '400'],
      ['Colour', '#333333'],
    ],
    texts: ['Main image', 'Secondary images'],
    edit: () => fireEvent.change(field('Text'), { target: { value: 'New bikes' } }),
    changed: ['portfolio.title.text', 'New bikes'],
    // 14 rpx is 7 px on the phone.
    drawn: (block) => expect(within(block).getByText('New bikes')).toHaveStyle({ fontSize: '7px' }),
    rule: async (user) => {
      for (let count = 0; count < 3; count += 1) await addItem(user, 'Secondary images');
      const list = cardTitled('Secondary images');
      expect(within(list).getByRole('button', { name: /Add an item/ })).toBeDisabled();
      return within(list).findByText('Up to 3 items');
    },
  },
  CFullScreenImage: {
    start: (data) => Object.assign(data.image as object, { long_url: IMAGE }),
    fields: [
      ['Under the header', false],
      ['Long press to save', false],
    ],
    edit: (user) => user.click(field('Under the header')),
    changed: ['has_header', true],
    // One long phone (812 px) less the header's 44.
    drawn: (block) => expect(part(block, 'img')).toHaveStyle({ height: '768px' }),
  },
  CFullScreenVideo: {
    fields: [['Under the header', false], ['Title', ''], ...FLAGS],
    edit: (user) => user.click(field('Under the header')),
    changed: ['has_header', true],
    drawn: (block) => expect(part(block, '.page-builder-missing')).toHaveStyle({ height: '768px' }),
  },
  CFullScreenHotZone: {
    fields: [['Under the header', false]],
    texts: ['Hot zones on Long-screen image (750×1624)', 'Hot zones on Wide-screen image (750×1334)'],
    edit: (user) => addItem(user),
    changed: ['hot_zone.items', [{ long_coordinate: NEW_ZONE, wide_coordinate: NEW_ZONE, action: null }]],
    drawn: (block) => expect(zoneOf(block)).toHaveStyle({ top: '10%', width: '30%' }),
  },
  CFullScreenCarousel: {
    fields: [['Under the header', false], ...SETTINGS],
    edit: (user) => addItem(user),
    changed: ['carousel.items', [itemTemplate('carousel.items', true)]],
    rule: async () => {
      typeNumber('Start at slide', '0');
      return ruleUnder('Start at slide', atLeast(1));
    },
  },
};

describe("each block type's property panel", () => {
  it.each(BLOCK_TYPES)('%s: its fields, an edit reaching the block and the phone, its rule', async (type) => {
    const test = CASES[type];
    const { user, data, drawn } = await openBlock(type, test.start);
    for (const [label, value] of test.fields) expect([label, shown(field(label))]).toEqual([label, value]);
    for (const text of test.texts ?? []) expect(screen.getAllByText(text).length).toBeGreaterThan(0);

    await test.edit(user);
    const [path, value] = test.changed;
    expect(valueAt(data(), path.split('.'))).toEqual(value);
    test.drawn?.(drawn());
    if (test.rule) expect(await test.rule(user)).toBeVisible();

    // Its frame, folded, where its type has one (what a new frame holds: config/pageBuilder/blocks.test.ts; its
    // fields as the panel shows them: BlockStyles.test.tsx).
    expect(!!screen.queryByRole('button', { name: /Frame$/ })).toBe(FRAMED_TYPES.includes(type));
  });
});

describe("a product list's product", () => {
  it("is drawn by its id when the picker's 1000 newest do not hold it", async () => {
    await signIn('admin');
    const old = products().all()[0];
    // The picker's list without it, as for a product older than the 1000 newest.
    server.use(
      http.post('*/api/v1/products/search', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { results: [], total: 0 } }),
      ),
    );
    const { drawn } = await openBlock('CProductList', (data) => {
      data.products = { items: [{ ...(itemTemplate('products.items') as object), id: old.id }] };
    });
    expect(await within(drawn()).findByText(old.name)).toBeVisible();
  });
});
