/**
 * The bundle's scrollbar measure for rc-table (webpack.config.ts): a table whose body does not scroll by itself
 * reads no scrollbar, one with a fixed header is measured as rc-util measures it.
 */
import { render } from '@testing-library/react';
import { Table } from 'antd';
import { getTargetScrollBarSize } from './tableScrollBarSize';

jest.mock('rc-util/es/getScrollBarSize', () => ({
  __esModule: true,
  default: () => 15,
  getTargetScrollBarSize: () => ({ width: 15, height: 15 }),
}));

const rows = [{ key: 1, name: 'Ducati' }];
const columns = [{ title: 'Name', dataIndex: 'name' }];

it('measures no scrollbar for a table without a fixed header: its body is not a scroller of its own', () => {
  const { container } = render(<Table dataSource={rows} columns={columns} />);
  const body = container.querySelector('.ant-table-content');
  expect(body).not.toBeNull();
  expect(getTargetScrollBarSize(body)).toEqual({ width: 0, height: 0 });
});

it('measures the scrollbar of a table with a fixed header, whose header it pads', () => {
  const { container } = render(<Table dataSource={rows} columns={columns} scroll={{ y: 200 }} />);
  const body = container.querySelector('.ant-table-body');
  expect(body).not.toBeNull();
  expect(container.querySelector('.ant-table-content')).toBeNull();
  expect(getTargetScrollBarSize(body)).toEqual({ width: 15, height: 15 });
});
