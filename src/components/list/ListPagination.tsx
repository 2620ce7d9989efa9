import { Pagination } from 'antd';
import { useIntl } from 'react-intl';
import { groupDigits } from 'src-models/common';
import { useChoiceAfterPaint } from 'src/components/afterPaint';

interface ListPaginationProps {
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * The list's page bar (01-platform §2: quick jumper, no size changer), under the table as antd's own sits. Its
 * own, not ProTable's: a click asks the list for the page, and the table draws nothing before the rows come.
 */
export function ListPagination({ page, pageSize, total, onChange }: ListPaginationProps) {
  const intl = useIntl();
  // The number clicked is marked at once; the list asks for its page after that paint.
  const [shown, choose] = useChoiceAfterPaint(page, onChange);
  return (
    <Pagination
      className="list-container__pagination"
      current={shown + 1}
      pageSize={pageSize}
      total={total}
      showQuickJumper
      showSizeChanger={false}
      showTotal={(all, [from, to]) =>
        intl.formatMessage(
          { id: 'list.pageRange' },
          { from: groupDigits(from), to: groupDigits(to), total: groupDigits(all) },
        )
      }
      onChange={(next) => choose(next - 1)}
    />
  );
}
