import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { defaultFrame, type Json } from 'config/pageBuilder/blocks';
import { valueAt } from 'config/pageBuilder/json';
import { localeChosen } from 'src-models/preferences';
import {
  chooseOption,
  field,
  FRAME,
  IMAGE,
  NEW_ZONE,
  openBlock,
  shown,
  typeNumber,
  zero,
} from 'test/pageBuilderPanel';
import { shows } from 'test/queries';
import { installMockBackend } from 'mock/node';
import { itemTemplate } from './itemTemplates';

installMockBackend();

describe("a block's frame", () => {
  const openFrame = async (user: UserEvent) => {
    const frame = screen.getByRole('button', { name: /Frame$/ });
    await user.click(frame);
    return frame.closest('.ant-collapse') as HTMLElement;
  };

  it('shows no margin and no border for a block saved before frames, gives it a whole frame on its first edit, and draws its margin and border on the phone; each change is one step, typing merged', async () => {
    const { user, data, drawn } = await openBlock('CImage', (old) => {
      delete old.frame;
      Object.assign(old.image as object, { url: IMAGE });
    });
    expect(drawn().parentElement).toHaveClass('page-builder-block-picture');
    const panel = await openFrame(user);
    for (const [label, shows] of FRAME) expect([label, shown(field(label, panel))]).toEqual([label, shows]);
    fireEvent.change(field('Left', panel), { target: { value: '16' } });
    const left = { size: 16, type: 'px' };
    expect(data().frame).toEqual({
      ...defaultFrame(),
      margin: { top: zero, right: zero, bottom: zero, left },
    });
    expect(drawn().parentElement).toHaveStyle({ margin: '0px 0px 0px 16px' });
    expect(screen.getByRole('button', { name: 'Undo: Changed Left' })).toBeEnabled();

    // Typed key by key: the keystrokes in one field make one step.
    await user.clear(field('Top', panel));
    await user.type(field('Top', panel), '12');
    await chooseOption(user, 'Border style', 'Dashed');
    typeNumber('Corner radius', '8');
    expect(data().frame).toMatchObject({
      margin: { top: { size: 12, type: 'px' }, left },
      border: { style: 'dashed', radius: { size: 8, type: 'px' } },
    });
    const frame = drawn().parentElement!;
    expect(frame).toHaveStyle({ margin: '12px 0px 0px 16px', borderStyle: 'dashed', borderRadius: '8px' });

    fireEvent.click(screen.getByRole('button', { name: 'Undo: Changed Corner radius' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Changed Border style' }));
    expect(data().frame).toMatchObject({ border: { style: 'none' }, margin: { top: { size: 12 } } });
    expect(shown(field('Border style', panel))).toBe('None');
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Changed Top' }));
    expect(shown(field('Top', panel))).toBe('0');
    // Three changes, three steps: the frame is as the first edit left it.
    expect(screen.getByRole('button', { name: 'Undo: Changed Left' })).toBeEnabled();
  });
});

describe("a carousel slide's hot zones", () => {
  it('are drawn on the slide with the hot zone editor: added, nudged, lined up, each one step', async () => {
    const slide = (image_url: string) => ({ ...itemTemplate('carousel.items')!, image_url });
    // The second slide has a zone already; the operator adds another.
    const zoned = { ...slide(IMAGE), hot_action: [{ coordinate: NEW_ZONE, action: null }] };
    const { data, drawn } = await openBlock('CCarouselImage', (start) => {
      (start.carousel as { items: Json[] }).items = [slide(IMAGE), zoned];
    });
    const second = screen.getByText('Item 2').closest('.ant-card') as HTMLElement;
    const zones = () =>
      (valueAt(data(), ['carousel', 'items', '1', 'hot_action']) as { coordinate: object }[]).map(
        (zone) => zone.coordinate,
      );
    fireEvent.click(within(second).getByRole('button', { name: 'Add a zone' }));
    expect(zones()).toEqual([NEW_ZONE, NEW_ZONE]);
    const zone2 = within(second).getByRole('button', { name: 'Zone 2' });
    fireEvent.focus(zone2);
    fireEvent.keyDown(zone2, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(zone2, { key: 'ArrowDown' });
    expect(zones()).toEqual([NEW_ZONE, { ...NEW_ZONE, x: 15, y: 11 }]);
    // (A zone nudged past the image's edge stops there: zones.test.ts.)
    fireEvent.focus(within(second).getByRole('button', { name: 'Zone 1' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Align top with zone 1' }));
    expect(zones()[1]).toEqual({ ...NEW_ZONE, x: 15 });
    // The first slide keeps none, and the canvas shows the slide it starts on.
    expect(valueAt(data(), ['carousel', 'items', '0', 'hot_action'])).toEqual([]);
    typeNumber('Start at slide', '2');
    expect(drawn().querySelectorAll('.page-builder-zone')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Changed Start at slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Changed Hot zones' }));
    expect(zones()[1]).toEqual({ ...NEW_ZONE, x: 15, y: 11 });
  });
});

describe('a colour', () => {
  it('is typed in either notation, or picked in its own and kept when the notation changes; the picker and its controls are named in both languages', async () => {
    const { user, store, data, drawn } = await openBlock('CSpace');
    expect(screen.getByRole('button', { name: 'Pick Background colour' })).toBeInTheDocument();
    fireEvent.change(field('Background colour'), { target: { value: 'rgb(0, 0, 0)' } });
    // The value's type follows the notation typed.
    expect(data().backgroundColor).toEqual({ type: 'rgb', colour: 'rgb(0, 0, 0)' });
    expect(screen.queryByText('A colour such as #ffffff or rgb(255, 255, 255)')).not.toBeInTheDocument();
    expect(drawn()).toHaveStyle({ background: 'rgb(0, 0, 0)' });
    fireEvent.change(field('Background colour'), { target: { value: '#ffffff' } });
    expect(data().backgroundColor).toEqual({ type: 'hex', colour: '#ffffff' });

    fireEvent.click(screen.getByRole('button', { name: 'Pick Background colour' }));
    const picker = await shows(() => document.querySelector<HTMLElement>('.ant-color-picker-inner'));
    expect(within(picker).getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Hex value' }), {
      target: { value: 'ff0000' },
    });
    expect(data().backgroundColor).toEqual({ type: 'hex', colour: '#ff0000' });
    expect(field('Background colour')).toHaveValue('#ff0000');

    act(() => void store.dispatch(localeChosen('zh-CN')));
    expect(await shows(() => screen.queryByRole('button', { name: '选择背景颜色' }))).toBeInTheDocument();
    expect(within(picker).getByRole('slider', { name: '色相' })).toBeInTheDocument();
    expect(within(picker).getByRole('combobox', { name: '表示法' })).toBeInTheDocument();
    expect(within(picker).getByRole('textbox', { name: '十六进制值' })).toBeInTheDocument();
    act(() => void store.dispatch(localeChosen('en-US')));

    await user.click(await shows(() => within(picker).queryByRole('combobox', { name: 'Notation' })));
    await user.click(await screen.findByTitle('RGB'));
    // Its panel redraws the value's inputs for the notation, and names them again.
    for (const name of ['Red', 'Green', 'Blue'])
      expect(await within(picker).findByRole('spinbutton', { name })).toBeInTheDocument();
    expect(data().backgroundColor).toEqual({ type: 'rgb', colour: 'rgb(255, 0, 0)' });
    expect(field('Background colour')).toHaveValue('rgb(255, 0, 0)');
    expect(drawn()).toHaveStyle({ background: 'rgb(255, 0, 0)' });
  });
});
