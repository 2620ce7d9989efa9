import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { FloorVisibility } from 'src-models/floors';

const COLOURS: Record<FloorVisibility, string | undefined> = {
  online: 'green',
  scheduled: 'blue',
  expired: undefined,
  hidden: undefined,
};

/** A floor's visibility as the list shows it (02-operations §4): online, scheduled, expired or hidden. */
export function VisibilityTag({ visibility }: { visibility: FloorVisibility }) {
  const intl = useIntl();
  return (
    <Tag color={COLOURS[visibility]} data-visibility={visibility}>
      {intl.formatMessage({ id: `floor.visibility.${visibility}` })}
    </Tag>
  );
}
