import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { produce } from 'immer';
import {
  BLOCK_TYPES,
  newBlock,
  type BlockType,
  type Json,
  type PageElement,
} from 'config/pageBuilder/blocks';
import { renderPage } from 'test/renderPage';
import { installMockBackend } from 'mock/node';
import { BlockView } from './BlockView';
import type { GlobalConfigActions } from './GlobalConfig';
import { itemTemplate } from './itemTemplates';
import { PropertyPanel } from './PropertyPanel';

installMockBackend();

type Change = { path: string[]; value: Json };

/** The panel as the builder holds it: each change written into the block, and recorded for the test. */
function Panel({ start, changes }: { start: PageElement; changes: Change[] }) {
  const [element, setElement] = useState(start);
  return (
    <PropertyPanel
      element={element}
      onChange={(_, path, value) => {
        changes.push({ path, value });
        setElement((current) =>
          produce(current, (draft) => {
            let target = draft.data as Record<string, Json>;
            for (const key of path.slice(0, -1)) target = target[key] as Record<string, Json>;
            target[path[path.length - 1]] = value;
          }),
        );
      }}
    />
  );
}

async function openPanel(start: PageElement, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const changes: Change[] = [];
  const view = await renderPage(<Panel start={start} changes={changes} />, { path: '/panel', locale });
  return { ...view, changes, last: () => changes[changes.length - 1] };
}

const FLAGS = ['Controls', 'Autoplay', 'Loop', 'Muted', 'Progress bar', 'Full-screen button', 'Play button'];
const FRAME = ['Top', 'Right', 'Bottom', 'Left', 'Border style', 'Corner radius'];

/** What the panel of each block type lets the operator edit (02 §3), by the labels the operator reads. */
const FIELDS: Record<BlockType, string[]> = {
  CMiniHeader: ['Title', 'Text colour', 'Background colour', 'Transparent', 'Hide the home button'],
  CSpace: ['Height', 'Width', 'Background colour', ...FRAME],
  CImage: ['Width', 'Height', 'Long press to save', 'Action type', ...FRAME],
  CVideo: ['Title', ...FLAGS, 'Centre play button', 'Mute button', ...FRAME],
  CCarouselImage: [
    'Indicator dots',
    'Dot colour',
    'Active dot colour',
    'Circular',
    'Start at slide',
    'interval',
    ...FRAME,
  ],
  CScrollImage: ['Image width', 'Image height', 'Gap', ...FRAME],
  CHotZone: FRAME,
  CProductList: FRAME,
  CImagePortfolio: ['Layout', 'Text', 'Font size', 'Font weight', 'Colour', ...FRAME],
  CFullScreenImage: ['Under the header', 'Long press to save', 'Action type'],
  CFullScreenVideo: ['Under the header', 'Title', ...FLAGS],
  CFullScreenHotZone: ['Under the header'],
  CFullScreenCarousel: ['Under the header', 'Indicator dots', 'Start at slide', 'duration'],
};

describe('the property panel of each block type', () => {
  it.each(BLOCK_TYPES)('%s shows its fields', async (type) => {
    const { user } = await openPanel(newBlock(type, 'b1'));
    const frame = screen.queryByRole('button', { name: /Frame$/ });
    if (frame) await user.click(frame);
    for (const label of FIELDS[type]) expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    const framed = FIELDS[type].includes('Border style');
    expect(screen.queryAllByRole('combobox', { name: 'Border style' })).toHaveLength(framed ? 1 : 0);
  });

  it('edits a colour as text and refuses what is not one', async () => {
    const { user, last } = await openPanel(newBlock('CSpace', 'b1'));
    const colour = screen.getByLabelText('Background colour');
    await user.clear(colour);
    await user.type(colour, 'red');
    expect(await screen.findByText('A colour such as #ffffff or rgb(255, 255, 255)')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#ff0000');
    expect(last()).toEqual({ path: ['backgroundColor', 'colour'], value: '#ff0000' });
    await waitFor(() =>
      expect(screen.queryByText('A colour such as #ffffff or rgb(255, 255, 255)')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Pick Background colour' })).toBeInTheDocument();
  });

  it("edits a block's frame: a margin and a border style", async () => {
    const { user, last } = await openPanel(newBlock('CImage', 'b1'));
    expect(screen.queryByLabelText('Border style')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Frame$/ }));
    fireEvent.change(screen.getAllByLabelText('Top')[0], { target: { value: '8' } });
    expect(last()).toEqual({ path: ['frame', 'margin', 'top', 'size'], value: 8 });
    await user.click(screen.getByRole('combobox', { name: 'Border style' }));
    await user.click(await screen.findByTitle('Dashed'));
    expect(last()).toEqual({ path: ['frame', 'border', 'style'], value: 'dashed' });
  });

  it('switches a playback flag of a video', async () => {
    const { user, last } = await openPanel(newBlock('CVideo', 'b1'));
    await user.click(screen.getByLabelText('Loop'));
    expect(last()).toEqual({ path: ['video', 'loop'], value: true });
  });

  it('refuses a negative carousel interval', async () => {
    await openPanel(newBlock('CCarouselImage', 'b1'));
    fireEvent.change(screen.getByLabelText('interval'), { target: { value: '-1' } });
    expect(await screen.findByText('Enter a whole number of at least 0')).toBeInTheDocument();
  });

  it('keeps a custom product price in cents while the operator types RMB', async () => {
    const { user, last } = await openPanel(newBlock('CProductList', 'b1'));
    await user.click(screen.getByRole('button', { name: /Add an item/ }));
    await user.click(screen.getByRole('combobox', { name: 'Price' }));
    await user.click(await screen.findByTitle('Custom'));
    fireEvent.change(screen.getByLabelText('Custom price (RMB)'), { target: { value: '12.5' } });
    expect(last().path).toEqual(['products', 'items']);
    expect(last().value).toEqual([expect.objectContaining({ priceType: 'custom', customPrice: 1250 })]);
  });

  it('shows a slide the fields of what it is: an image, or a video', async () => {
    const { user } = await openPanel(newBlock('CCarouselImage', 'b1'));
    await user.click(screen.getByRole('button', { name: /Add an item/ }));
    const slide = screen.getByText('Item 1').closest('.ant-card') as HTMLElement;
    expect(within(slide).getByLabelText('Long press to save')).toBeInTheDocument();
    expect(within(slide).queryByText('Poster')).not.toBeInTheDocument();
    await user.click(within(slide).getByRole('combobox', { name: 'Type' }));
    const videos = await screen.findAllByTitle('Video');
    await user.click(videos.find((option) => option.classList.contains('ant-select-item-option'))!);
    expect(await within(slide).findByText('Poster')).toBeInTheDocument();
    expect(within(slide).queryByLabelText('Long press to save')).not.toBeInTheDocument();
  });

  it("draws each carousel slide's hot zones in the slide's own card", async () => {
    const slide = (image_url: string) => ({ ...itemTemplate('carousel.items')!, image_url });
    const block = newBlock('CCarouselImage', 'b1');
    (block.data.carousel as { items: Json[] }).items = [slide(''), slide('https://cdn.example/b.png')];
    const { user, last } = await openPanel(block);
    const first = screen.getByText('Item 1').closest('.ant-card') as HTMLElement;
    expect(within(first).getByText('Upload the image first to draw its zones.')).toBeInTheDocument();
    const second = screen.getByText('Item 2').closest('.ant-card') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Add a zone' }));
    expect(last()).toEqual({
      path: ['carousel', 'items', '1', 'hot_action'],
      value: [{ coordinate: { x: 10, y: 10, width: 30, height: 20 }, action: null }],
    });
    expect(within(second).getByRole('button', { name: 'Zone 1' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { user } = await openPanel(newBlock('CImage', 'b1'), 'zh-CN');
    await user.click(screen.getByRole('button', { name: /外框$/ }));
    for (const label of ['外边距', '边框', '边框样式', '圆角'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });
});

describe('the global config at the top of the property panel', () => {
  const actions = () => ({ onCopy: jest.fn(), onPaste: jest.fn(), onExport: jest.fn(), onImport: jest.fn() });

  /** The panel as the builder holds it, with a block selected on the canvas by a click on 'Select the image'. */
  function Selecting({ global }: { global: GlobalConfigActions }) {
    const [element, setElement] = useState<PageElement | null>(null);
    return (
      <>
        <button type="button" onClick={() => setElement(newBlock('CImage', 'b1'))}>
          Select the image
        </button>
        <PropertyPanel element={element} onChange={() => undefined} global={global} />
      </>
    );
  }

  it('offers JSON export and import, and copy once a block is selected, whether or not one is; paste beside copy', async () => {
    const global = actions();
    await renderPage(<Selecting global={global} />, { path: '/panel' });
    const config = () => screen.getByRole('region', { name: 'Global config' });
    // A button's name starts with its icon's ('download Export JSON').
    const button = (name: string) => within(config()).getByRole('button', { name: new RegExp(`${name}$`) });
    expect(screen.getByText('Select a block on the page to edit it.')).toBeInTheDocument();
    expect(button('Copy block')).toBeDisabled();
    fireEvent.click(button('Export JSON'));
    fireEvent.click(button('Import JSON'));
    fireEvent.click(button('Paste'));
    expect(
      [global.onExport, global.onImport, global.onPaste].map((action) => action.mock.calls.length),
    ).toEqual([1, 1, 1]);
    expect(global.onCopy).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Select the image' }));
    expect(screen.getByRole('heading', { name: 'Properties: Image' })).toBeInTheDocument();
    fireEvent.click(button('Copy block'));
    expect(global.onCopy).toHaveBeenCalledTimes(1);
    // It comes first in the panel, above the block's properties.
    const panel = config().parentElement!;
    expect(panel).toHaveClass('page-builder-panel');
    expect(panel.firstElementChild).toBe(config());
  });

  it('is left out read-only, and speaks Chinese', async () => {
    const view = await renderPage(<PropertyPanel element={null} onChange={jest.fn()} readOnly />, {
      path: '/panel',
    });
    expect(screen.queryByRole('region', { name: 'Global config' })).not.toBeInTheDocument();
    view.unmount();
    await renderPage(<PropertyPanel element={null} onChange={jest.fn()} global={actions()} />, {
      path: '/panel',
      locale: 'zh-CN',
    });
    const config = screen.getByRole('region', { name: '全局配置' });
    for (const name of ['复制组件', '粘贴', '导出 JSON', '导入 JSON'])
      expect(within(config).getByRole('button', { name: new RegExp(`${name}$`) })).toBeInTheDocument();
  });
});

describe("a block's frame on the canvas", () => {
  it('draws the margin and the border the frame holds', () => {
    const block = produce(newBlock('CSpace', 'b1'), (draft) => {
      const frame = draft.data.frame as { margin: { top: Json }; border: Record<string, Json> };
      frame.margin.top = { size: 20, type: 'rpx' };
      frame.border.width = { size: 2, type: 'px' };
      frame.border.style = 'dashed';
      frame.border.radius = { size: 8, type: 'px' };
    });
    const { container } = render(<BlockView element={block} />);
    expect(container.firstElementChild).toHaveStyle({
      margin: '10px 0px 0px 0px',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderRadius: '8px',
    });
  });
});
