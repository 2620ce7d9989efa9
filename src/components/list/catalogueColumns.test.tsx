import { createIntl } from 'react-intl';
import { render } from '@testing-library/react';
import { defineCatalogue } from 'src-models/list';
import { signedInMessages } from 'test/allMessages';
import { catalogueColumns } from './catalogueColumns';
import type { Row } from './types';

const catalogue = defineCatalogue('coupon', [
  { key: 'title', type: 'string', sortable: true },
  { key: 'deleted', type: 'boolean' },
  { key: 'updated_at', type: 'date', column: 'hidden' },
  { key: 'card_id', type: 'string', column: 'none' },
]);
const intl = createIntl({ locale: 'en-US', messages: signedInMessages['en-US'] });

const cell = (columnKey: string, row: Row) => {
  const column = catalogueColumns(catalogue, intl).find((candidate) => candidate.key === columnKey)!;
  const rendered = column.render!(null, row, 0, {} as never, {} as never);
  const { container, unmount } = render(<div>{rendered as never}</div>);
  const text = container.textContent;
  unmount();
  return text;
};

describe('catalogue columns', () => {
  it('make one column per listed field, titled, sortable and hidden as the catalogue says', () => {
    const columns = catalogueColumns(catalogue, intl, {}, [
      { key: 'actions', titleKey: 'coupon.field.actions' },
    ]);
    expect(
      columns.map(({ key, titleKey, sortable, hiddenByDefault }) => ({
        key,
        titleKey,
        sortable,
        hiddenByDefault,
      })),
    ).toEqual([
      { key: 'title', titleKey: 'coupon.field.title', sortable: true, hiddenByDefault: false },
      { key: 'deleted', titleKey: 'coupon.field.deleted', sortable: undefined, hiddenByDefault: false },
      { key: 'updated_at', titleKey: 'coupon.field.updated_at', sortable: undefined, hiddenByDefault: true },
      { key: 'actions', titleKey: 'coupon.field.actions', sortable: undefined, hiddenByDefault: undefined },
    ]);
  });

  it('show dates as YYYY-MM-DD HH:mm:ss in UTC+8 and booleans as words', () => {
    expect(cell('updated_at', { updated_at: 1_700_000_000 })).toBe('2023-11-15 06:13:20');
    expect(cell('deleted', { deleted: true })).toBe('Yes');
  });

  it('let a page replace a cell and export other fields under the column', () => {
    const [title] = catalogueColumns(catalogue, intl, { title: { exportKeys: ['title', 'card_id'] } });
    expect(title.exportAs).toEqual([
      { key: 'title', titleKey: 'coupon.field.title' },
      { key: 'card_id', titleKey: 'coupon.field.card_id' },
    ]);
  });
});
