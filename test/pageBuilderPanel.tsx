/** The page builder's property panel as an operator sees it, for the builder's component tests. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { newBlock, type BlockData, type BlockType } from 'config/pageBuilder/blocks';
import { selectFloorLayout } from 'src-models/floors';
import { pageBuilderActions } from 'src-models/pageBuilder';
import { PageBuilder } from 'src/components/pageBuilder/PageBuilder';
import { renderPage } from './renderPage';

export const IMAGE = 'https://img.example/bike.png';
export const NEW_ZONE = { x: 10, y: 10, width: 30, height: 20 };

/** What a field shows: a switch its state, a select its chosen option, any other input its text. */
export function shown(field: HTMLElement): string | boolean {
  if (field.getAttribute('role') === 'switch') return field.getAttribute('aria-checked') === 'true';
  const select = field.closest('.ant-select');
  if (select) return select.querySelector('.ant-select-selection-item')?.textContent ?? '';
  return (field as HTMLInputElement).value;
}
export const field = (label: string, inside: HTMLElement = document.body) =>
  within(inside).getAllByLabelText(label)[0];
export const typeNumber = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getAllByRole('combobox', { name: label })[0]);
  const options = await screen.findAllByTitle(option);
  await user.click(options.find((each) => each.classList.contains('ant-select-item-option'))!);
}

/** The message of a rule under the field it concerns. */
export const ruleUnder = (label: string, message: string) =>
  within(field(label).closest('.ant-form-item') as HTMLElement).findByText(message);

export const cardTitled = (title: string) =>
  screen.getAllByText(title, { selector: '.ant-card-head-title' })[0].closest('.ant-card') as HTMLElement;
/** The block's own element or the first inside it that matches. */
export const part = (block: HTMLElement, selector: string) =>
  block.matches(selector) ? block : block.querySelector(selector);
export const zoneOf = (block: HTMLElement) => part(block, '.page-builder-zone');

/** A new frame's fields as the panel shows them: no margin, no border. */
export const FRAME: [label: string, value: string][] = [
  ['Top', '0'],
  ['Top (Type)', 'px'],
  ['Right', '0'],
  ['Bottom', '0'],
  ['Left', '0'],
  ['Width', '0'],
  ['Width (Type)', 'px'],
  ['Border style', 'None'],
  ['Colour', '#000000'],
  ['Corner radius', '0'],
];
/** A size of nothing. */
export const zero = { size: 0, type: 'px' };

/** The builder holding one block of the type, selected, as a new block has it (with `start`'s changes). */
export async function openBlock(type: BlockType, start?: (data: BlockData) => void, locale?: 'zh-CN') {
  const view = await renderPage(<PageBuilder source={selectFloorLayout} fileName="floor-1" />, {
    path: '/builder',
    locale,
  });
  const block = newBlock(type, 'b');
  start?.(block.data);
  act(() => {
    view.store.dispatch(pageBuilderActions.builderOpened({ pageKey: 'floor:1', elements: [block] }));
    view.store.dispatch(pageBuilderActions.blockSelected({ id: 'b' }));
  });
  const data = () => selectFloorLayout(view.store.getState()).elements[0].data;
  const name = screen.getByRole('heading', { name: /^(Properties|属性): / }).textContent!.split(': ')[1];
  // The block as the phone draws it, inside its frame when it has one.
  const drawn = () => {
    const button = screen.getByRole('button', { name: `1. ${name}` });
    const root = button.querySelector('.page-builder-block-picture')!.firstElementChild as HTMLElement;
    return (data().frame ? root.firstElementChild : root) as HTMLElement;
  };
  return { ...view, data, drawn };
}
