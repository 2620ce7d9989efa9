import { LoadingOutlined } from '@ant-design/icons';

/**
 * A cell whose content comes after its row (a call of its own): a small busy icon, as antd's buttons show theirs,
 * named for a screen reader. Not antd's Spin: a page of twenty would draw twenty spinners of its motion.
 */
export function CellLoading({ label }: { label: string }) {
  return (
    <span role="status" aria-label={label}>
      <LoadingOutlined aria-hidden />
    </span>
  );
}
