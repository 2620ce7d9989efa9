import {
  BLOCK_GROUPS,
  BLOCK_TYPES,
  blockDefaults,
  FRAMED_TYPES,
  groupTypes,
  LIBRARY_GROUPS,
  LIBRARY_TABS,
  newBlock,
  type LibraryTab,
} from './blocks';
import { blockProblems, checkBlocks, withNewIds } from './validate';
import { toCss, toPx } from './styles';

describe("every block's defaults (02 §3, §9)", () => {
  it('the space is 10 px high, 100 % wide and white', () => {
    expect(blockDefaults('CSpace')).toMatchObject({
      height: { size: 10, type: 'px' },
      width: { size: 100, type: '%' },
      backgroundColor: { type: 'hex', colour: '#ffffff' },
    });
  });

  it('a content block has a frame with no margin and no border; full-screen blocks and the header have none', () => {
    const zero = { size: 0, type: 'px' };
    const none = {
      margin: { top: zero, right: zero, bottom: zero, left: zero },
      border: { width: zero, style: 'none', colour: { type: 'hex', colour: '#000000' }, radius: zero },
    };
    for (const type of FRAMED_TYPES) expect([type, blockDefaults(type).frame]).toEqual([type, none]);
    expect(blockDefaults('CFullScreenImage')).not.toHaveProperty('frame');
    expect(blockDefaults('CMiniHeader')).not.toHaveProperty('frame');
  });

  it('a carousel waits 5000 ms, slides in 500 ms, starts at 1, shows dots, neither plays nor loops', () => {
    for (const type of ['CCarouselImage', 'CFullScreenCarousel'] as const)
      expect(blockDefaults(type).carousel).toMatchObject({
        settings: {
          interval: 5000,
          duration: 500,
          current: 1,
          indicatorDots: true,
          autoPlay: false,
          circular: false,
          indicatorActiveColor: '#000000',
          indicatorColor: '#ffffff',
        },
      });
  });

  it('a scroll row leaves 10 rpx between images; an image is 100 % wide and auto high', () => {
    expect(blockDefaults('CScrollImage').scroll).toMatchObject({ itemGap: { size: 10, type: 'rpx' } });
    expect(blockDefaults('CImage').image).toMatchObject({
      width: { size: 100, type: '%' },
      height: { type: 'auto' },
    });
  });

  it('a video has every playback flag', () => {
    for (const type of ['CVideo', 'CFullScreenVideo'] as const)
      expect(Object.keys(blockDefaults(type).video as object)).toEqual(
        expect.arrayContaining([
          'controls',
          'autoPlay',
          'loop',
          'muted',
          'showProgress',
          'showFullScreenBtn',
          'showPlayBtn',
          'showCenterPlayBtn',
          'showMuteBtn',
        ]),
      );
  });

  it('a portfolio is laid out left and right with a 400-weight, 14 rpx title', () => {
    expect(blockDefaults('CImagePortfolio').portfolio).toMatchObject({
      layout: 'left_right',
      secondaryImages: [],
      title: { style: { fontWeight: 400, fontSize: { size: 14, type: 'rpx' } } },
    });
  });

  it('every type is in one tab of the library, and a new block of each passes the import check', () => {
    expect([...LIBRARY_TABS.elements, ...LIBRARY_TABS.components].sort()).toEqual([...BLOCK_TYPES].sort());
    BLOCK_TYPES.forEach((type, index) =>
      expect(blockProblems(newBlock(type, `b${index}`), index)).toEqual([]),
    );
  });

  it('every type has a group of the library, shown in the tab that lists the type; a tab of 4 or more blocks has 2 or more groups, none empty', () => {
    const tabs = Object.keys(LIBRARY_GROUPS) as LibraryTab[];
    for (const type of BLOCK_TYPES) {
      const group = BLOCK_GROUPS[type];
      const tab = tabs.find((each) => LIBRARY_TABS[each].includes(type));
      expect([type, (LIBRARY_GROUPS[tab!] as readonly string[]).includes(group)]).toEqual([type, true]);
    }
    expect(Object.keys(BLOCK_GROUPS).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const tab of tabs) {
      const groups = LIBRARY_GROUPS[tab];
      for (const group of groups) expect([group, groupTypes(group).length > 0]).toEqual([group, true]);
      if (LIBRARY_TABS[tab].length >= 4) expect([tab, groups.length >= 2]).toEqual([tab, true]);
      // The tab lists its blocks group by group.
      expect(LIBRARY_TABS[tab]).toEqual(groups.flatMap(groupTypes));
    }
    expect(LIBRARY_GROUPS.components).toEqual(['media', 'commerce', 'fullScreen']);
    expect(groupTypes('fullScreen')).toEqual([
      'CFullScreenImage',
      'CFullScreenVideo',
      'CFullScreenHotZone',
      'CFullScreenCarousel',
    ]);
  });

  it('gives each new block its own data', () => {
    const one = blockDefaults('CCarouselImage');
    (one.carousel as { settings: { interval: number } }).settings.interval = 1;
    expect(blockDefaults('CCarouselImage').carousel).toMatchObject({ settings: { interval: 5000 } });
  });
});

describe('the import check', () => {
  it('refuses what is not a list', () => {
    expect(checkBlocks({ id: 'a' }).problems).toEqual([{ block: -1, field: '', rule: 'notArray' }]);
  });

  it('names the block and the field of each problem, and accepts nothing then', () => {
    const carousel = newBlock('CCarouselImage', 'c');
    const settings = (carousel.data.carousel as { settings: Record<string, number> }).settings;
    settings.current = 0;
    settings.interval = 1.5;
    const space = newBlock('CSpace', 's');
    space.data.width = { size: 400, type: 'px' };
    const result = checkBlocks([newBlock('CImage', 'i'), carousel, { type: 'CWhatever', data: {} }, space]);
    expect(result.elements).toEqual([]);
    expect(result.problems).toEqual([
      { block: 1, field: 'data.carousel.settings.current', rule: 'integerMin', expected: '1' },
      { block: 1, field: 'data.carousel.settings.interval', rule: 'integerMin', expected: '0' },
      { block: 2, field: 'type', rule: 'unknownType' },
      { block: 3, field: 'data.width', rule: 'widthRange', expected: '0-375' },
    ]);
  });

  it('finds missing fields, wrong kinds and units', () => {
    const video = newBlock('CVideo', 'v');
    delete (video.data.video as Record<string, unknown>).loop;
    const header = newBlock('CMiniHeader', 'h');
    header.data.hideHome = 'yes';
    const space = newBlock('CSpace', 's');
    space.data.height = { size: 10, type: 'em' };
    expect(checkBlocks([video, header, space]).problems).toEqual([
      { block: 0, field: 'data.video.loop', rule: 'missing' },
      { block: 1, field: 'data.hideHome', rule: 'kind', expected: 'boolean' },
      { block: 2, field: 'data.height.type', rule: 'oneOf', expected: 'none, auto, rpx, px, %, vw, vh, rem' },
    ]);
  });

  it('wants a custom price of at least one cent, and at most three secondary images', () => {
    const list = newBlock('CProductList', 'p');
    list.data.products = {
      items: [{ id: '9', showTitle: true, showPrice: true, priceType: 'custom', customPrice: 0 }],
    };
    const portfolio = newBlock('CImagePortfolio', 'f');
    (portfolio.data.portfolio as Record<string, unknown>).secondaryImages = [1, 2, 3, 4].map(() => ({
      url: 'https://img.example/x.png',
      action: null,
    }));
    expect(checkBlocks([list, portfolio]).problems).toEqual([
      { block: 0, field: 'data.products.items.0.customPrice', rule: 'integerMin', expected: '1' },
      { block: 1, field: 'data.portfolio.secondaryImages', rule: 'atMost', expected: '3' },
    ]);
  });

  it('takes a block saved without a frame, and checks the frame a block has', () => {
    const unframed = newBlock('CImage', 'a');
    delete unframed.data.frame;
    const wavy = newBlock('CImage', 'b');
    (wavy.data.frame as { border: Record<string, unknown> }).border.style = 'wavy';
    const noMargin = newBlock('CHotZone', 'c');
    delete (noMargin.data.frame as Record<string, unknown>).margin;
    const inEm = newBlock('CSpace', 'd');
    (inEm.data.frame as { border: { radius: Record<string, unknown> } }).border.radius.type = 'em';
    expect(checkBlocks([unframed, wavy, noMargin, inEm]).problems).toEqual([
      {
        block: 1,
        field: 'data.frame.border.style',
        rule: 'oneOf',
        expected: 'solid, dashed, dotted, double, groove, unset, hidden, none',
      },
      { block: 2, field: 'data.frame.margin', rule: 'missing' },
      {
        block: 3,
        field: 'data.frame.border.radius.type',
        rule: 'oneOf',
        expected: 'none, auto, rpx, px, %, vw, vh, rem',
      },
    ]);
  });

  it('gives imported blocks new ids, and their actions new tracking ids', () => {
    const image = newBlock('CImage', 'old');
    (image.data.image as Record<string, unknown>).action = {
      type: 'navigateTo',
      page: 'home',
      tracking_id: 't1',
    };
    let next = 0;
    const [copy] = withNewIds([image], () => `n${++next}`);
    expect(copy.id).toBe('n1');
    expect(copy.data.image).toMatchObject({ action: { tracking_id: 'n2', page: 'home' } });
    expect(image.id).toBe('old');
  });
});

describe('sizes on the 375 px canvas (03 §9)', () => {
  it('draws rpx at half, vw at 3.75 px and vh at 6.67 px', () => {
    expect(toPx({ size: 750, type: 'rpx' })).toBe(375);
    expect(toCss({ size: 10, type: 'vw' })).toBe('37.5px');
    expect(toCss({ size: 100, type: 'vh' })).toBe('667px');
    expect(toCss({ size: 100, type: '%' })).toBe('100%');
    expect(toCss({ size: 0, type: 'auto' })).toBe('auto');
    expect(toCss({ size: 5, type: 'none' })).toBeUndefined();
  });
});
