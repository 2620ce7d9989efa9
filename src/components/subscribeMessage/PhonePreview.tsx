import { Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Placeholder } from 'config/subscribeMessage';

export interface PhonePreviewProps {
  title: string | undefined;
  placeholders: Placeholder[];
  data: Record<string, { value?: string } | undefined> | undefined;
}

/** The message as the member's phone shows it: title, one line per placeholder, and the link to the page. */
/** Greys that still read on white (WCAG AA 4.5:1, checked by axe): the labels, and an example not yet replaced. */
const LABEL_GREY = '#666';
const EXAMPLE_GREY = '#767676';

export function PhonePreview({ title, placeholders, data }: PhonePreviewProps) {
  const intl = useIntl();
  return (
    <div
      role="figure"
      aria-label={intl.formatMessage({ id: 'subscribeMessage.preview' })}
      style={{
        width: 260,
        border: '10px solid #222',
        borderRadius: 28,
        padding: '24px 12px',
        background: '#ededed',
        minHeight: 320,
      }}
    >
      <div style={{ background: '#fff', borderRadius: 8, padding: 12 }}>
        <Typography.Text strong>
          {title ?? <FormattedMessage id="subscribeMessage.preview.noTemplate" />}
        </Typography.Text>
        <dl style={{ margin: '8px 0 0' }}>
          {placeholders.map((placeholder) => {
            const value = data?.[placeholder.key]?.value;
            return (
              <div
                key={placeholder.key}
                style={{ display: 'flex', gap: 8, fontSize: 12, lineHeight: '22px' }}
              >
                <dt style={{ color: LABEL_GREY, minWidth: 64 }}>{placeholder.label}</dt>
                <dd style={{ margin: 0, color: value ? '#333' : EXAMPLE_GREY, wordBreak: 'break-all' }}>
                  {value || placeholder.example || '-'}
                </dd>
              </div>
            );
          })}
        </dl>
        <div style={{ borderTop: '1px solid #f0f0f0', marginTop: 8, paddingTop: 8, fontSize: 12 }}>
          <FormattedMessage id="subscribeMessage.preview.open" />
        </div>
      </div>
    </div>
  );
}
