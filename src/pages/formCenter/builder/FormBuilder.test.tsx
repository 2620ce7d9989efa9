/**
 * The form builder's field list (issue 15): adding from the palette, moving by keyboard and by buttons,
 * duplicating and deleting, each field's problems, in both operator languages.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { field, mountBuilder } from 'test/formBuilder';

/** antd spaces out a two-character Chinese button text (地 址). */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

const rowLabels = () =>
  within(screen.getByRole('list', { name: /fields|字段/i }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('FormBuilder', () => {
  it('adds a field of a type from the palette, with a unique key and labels in both languages', async () => {
    const { user, latest } = mountBuilder([field('text', 'text')]);
    await user.click(screen.getByRole('button', { name: 'Text' }));
    expect(latest.fields.map((each) => each.key)).toEqual(['text', 'text_2']);
    expect(latest.fields[1].config?.translation).toEqual({ en: 'Text', zh: '文本' });
    await user.click(screen.getByRole('button', { name: 'Time slot' }));
    expect(latest.fields[2]).toMatchObject({ type: 'time_slot', key: 'time_slot' });
    // The new field is selected: its settings are open.
    expect(screen.getByLabelText('Key')).toHaveValue('time_slot');
    expect(screen.queryByText(/problem/)).not.toBeInTheDocument();
  });

  it('names the eighteen types in Chinese for a Chinese-speaking operator', () => {
    mountBuilder([], { locale: 'zh-CN' });
    for (const name of ['地址', '生日', '预约时段', '证件', '条款', '隐藏文本'])
      expect(screen.getByRole('button', { name: spaced(name) })).toBeInTheDocument();
    expect(screen.getByText('还没有字段：从上方添加。')).toBeInTheDocument();
  });

  it('moves a field with Alt+Arrow keys, keeping the focus on it, and with its buttons', async () => {
    const { user, latest } = mountBuilder([
      field('text', 'first'),
      field('email', 'second'),
      field('number', 'third'),
    ]);
    const first = screen.getByRole('listitem', { name: 'first label' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    expect(latest.fields.map((each) => each.key)).toEqual(['second', 'first', 'third']);
    expect(rowLabels()).toEqual(['second label', 'first label', 'third label']);
    expect(screen.getByRole('listitem', { name: 'first label' })).toHaveFocus();
    expect(screen.getByText('first label is now at position 2')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'first label' }), {
      key: 'ArrowUp',
      altKey: true,
    });
    expect(latest.fields.map((each) => each.key)).toEqual(['first', 'second', 'third']);
    await user.click(screen.getByRole('button', { name: 'second label' }));
    await user.click(screen.getByRole('button', { name: 'Move third label up' }));
    expect(latest.fields.map((each) => each.key)).toEqual(['first', 'third', 'second']);
    // The selection follows its field.
    expect(screen.getByLabelText('Key')).toHaveValue('second');
    expect(screen.getByRole('button', { name: 'Move first label up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move second label down' })).toBeDisabled();
  });

  it('moves a field by dragging it onto another', () => {
    const { latest } = mountBuilder([
      field('text', 'first'),
      field('email', 'second'),
      field('number', 'third'),
    ]);
    const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'first label' }), { dataTransfer });
    fireEvent.dragOver(screen.getByRole('listitem', { name: 'third label' }), { dataTransfer });
    fireEvent.drop(screen.getByRole('listitem', { name: 'third label' }), { dataTransfer });
    expect(latest.fields.map((each) => each.key)).toEqual(['second', 'third', 'first']);
    expect(rowLabels()).toEqual(['second label', 'third label', 'first label']);
  });

  it('duplicates a field under it with a new key, and deletes one', async () => {
    const { user, latest } = mountBuilder([
      field('text', 'remark', { max_length: 20 }),
      field('email', 'email'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Duplicate remark label' }));
    expect(latest.fields.map((each) => each.key)).toEqual(['remark', 'remark_2', 'email']);
    expect(latest.fields[1].config).toEqual(latest.fields[0].config);
    await user.click(screen.getByRole('button', { name: 'Delete email label' }));
    expect(latest.fields.map((each) => each.key)).toEqual(['remark', 'remark_2']);
  });

  it("shows in each row what blocks the save, and the selected field's problems next to its inputs", async () => {
    const { user } = mountBuilder([field('text', 'same'), field('email', 'same'), field('option', 'choice')]);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).queryByText(/problem/)).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('1 problem')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Key is already used by another field')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Add at least one option')).toBeInTheDocument();
    await user.click(within(rows[1]).getByRole('button', { name: 'same label' }));
    const key = screen.getByLabelText('Key');
    expect(key).toHaveAccessibleDescription('Key is already used by another field');
    await user.clear(key);
    await user.type(key, '2nd');
    expect(key).toHaveAccessibleDescription(
      'Key must start with a letter, followed by letters, digits or underscore',
    );
    await user.clear(key);
    await user.type(key, 'second');
    expect(within(screen.getAllByRole('listitem')[1]).queryByText(/problem/)).not.toBeInTheDocument();
  });

  it('lets only an operator with the privilege make a field invisible', async () => {
    const { user, unmount } = mountBuilder([field('text', 'remark')], { canEditInvisible: false });
    await user.click(screen.getByRole('button', { name: 'remark label' }));
    expect(screen.getByLabelText('Invisible')).toBeDisabled();
    expect(screen.getByText('Only operators with the privilege can change this.')).toBeInTheDocument();
    unmount();
    const privileged = mountBuilder([field('text', 'remark')]);
    await privileged.user.click(screen.getByRole('button', { name: 'remark label' }));
    await privileged.user.click(screen.getByLabelText('Invisible'));
    expect(privileged.latest.fields[0].config?.invisible).toBe(true);
    expect(screen.getByText('Hidden')).toBeInTheDocument();
  });
});
