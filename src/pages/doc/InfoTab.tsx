import { Button, DatePicker, Form, Input, Space, Switch, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { currentYear, isEstablishmentYear, NEWS_LINK_PATTERN } from 'config/doc';
import { EMAIL_PATTERN } from 'config/validators';
import { RemovableCard } from 'src/components/removableCard';
import { isBlankHtml, RichTextEditor } from 'src/components/richText';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import type { MessageId } from 'src-locales/messageIds';
import { useT } from 'src/components/useT';

const WIDE = { maxWidth: 720 };

type BannerKind = 'image_banner' | 'video_banner' | 'news_banner';

/** One list of banners: each item in its card, removable; Add appends an empty one. */
function BannerList({ kind, disabled }: { kind: BannerKind; disabled: boolean }) {
  const intl = useIntl();
  const t = useT();
  const required = (id: MessageId) => ({ required: true, message: t(id) });
  return (
    <Form.List name={kind}>
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.map((row) => (
            <RemovableCard
              key={row.key}
              inner
              title={t(`doc.banner.${kind}.item`, { number: row.name + 1 })}
              removeLabel={t(`doc.banner.${kind}.remove`, { number: row.name + 1 })}
              onRemove={() => remove(row.name)}
              disabled={disabled}
              style={WIDE}
            >
              {kind === 'news_banner' ? (
                <>
                  <Form.Item
                    name={[row.name, 'image_url']}
                    label={t('doc.banner.image')}
                    rules={[required('doc.banner.fileRequired'), mediaUrlRule(intl)]}
                  >
                    <UploadField accept="image" disabled={disabled} />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'title']}
                    label={t('doc.banner.title')}
                    rules={[{ ...required('doc.banner.titleRequired'), whitespace: true }]}
                  >
                    <Input maxLength={60} />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'link']}
                    label={t('doc.banner.link')}
                    rules={[
                      required('doc.banner.linkRequired'),
                      { pattern: NEWS_LINK_PATTERN, message: t('doc.banner.linkInvalid') },
                    ]}
                  >
                    <Input placeholder="https://" />
                  </Form.Item>
                </>
              ) : (
                <>
                  <Form.Item
                    name={[row.name, 'url']}
                    label={t(kind === 'video_banner' ? 'doc.banner.video' : 'doc.banner.image')}
                    rules={[required('doc.banner.fileRequired'), mediaUrlRule(intl)]}
                  >
                    <UploadField accept={kind === 'video_banner' ? 'video' : 'image'} disabled={disabled} />
                  </Form.Item>
                  {kind === 'video_banner' ? (
                    <Form.Item
                      name={[row.name, 'poster']}
                      label={t('doc.banner.poster')}
                      rules={[mediaUrlRule(intl)]}
                    >
                      <UploadField accept="image" disabled={disabled} />
                    </Form.Item>
                  ) : null}
                </>
              )}
            </RemovableCard>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={() => add({})}>
            {t(`doc.banner.${kind}.add`)}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

/** An establishment year, held as a number, picked as a year no later than this one. */
const yearProps = {
  getValueProps: (year: unknown) => ({
    value: typeof year === 'number' && year > 0 ? dayjs(`${year}-01-01`) : null,
  }),
  normalize: (picked: Dayjs | null) => (picked ? picked.year() : null),
};

/**
 * The DOC Information tab (03-community-analytics §3, §5): the chairman (name, valid e-mail), the establishment
 * year (not after this year), the introduction and the charging standard (the shared sanitized rich-text
 * editor), the community banner switch and the banners: images, videos (.mp4, .3gp, .m3u8, at most 40M, with a
 * poster) and news (an image, a title and a link that must be a URL).
 */
export function InfoTab({ disabled }: { disabled: boolean }) {
  const t = useT();
  const richText = (id: MessageId) => ({
    validator: (_: unknown, html: unknown) =>
      typeof html === 'string' && !isBlankHtml(html) ? Promise.resolve() : Promise.reject(new Error(t(id))),
  });
  return (
    <>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item
          name={['chairman', 'name']}
          label={t('doc.field.chairmanName')}
          rules={[{ required: true, whitespace: true, message: t('doc.form.chairmanNameRequired') }]}
          style={{ minWidth: 260 }}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name={['chairman', 'email']}
          label={t('doc.field.chairmanEmail')}
          rules={[
            { required: true, message: t('doc.form.chairmanEmailRequired') },
            { pattern: EMAIL_PATTERN, message: t('doc.form.chairmanEmailInvalid') },
          ]}
          style={{ minWidth: 260 }}
        >
          <Input maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item
        name="establishment_time"
        label={t('doc.field.establishment_time')}
        {...yearProps}
        rules={[
          { required: true, message: t('doc.form.establishmentRequired') },
          {
            validator: (_, year: unknown) =>
              year === null || year === undefined || isEstablishmentYear(year)
                ? Promise.resolve()
                : Promise.reject(new Error(t('doc.form.establishmentInvalid'))),
          },
        ]}
      >
        <DatePicker
          picker="year"
          disabled={disabled}
          disabledDate={(date) => date.year() > currentYear()}
          placeholder={t('doc.form.yearPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="doc_intro"
        label={t('doc.field.doc_intro')}
        rules={[richText('doc.form.introRequired')]}
        required
      >
        <RichTextEditor readOnly={disabled} minHeight={200} />
      </Form.Item>
      <Form.Item
        name="rule_charging_standard"
        label={t('doc.field.rule_charging_standard')}
        rules={[richText('doc.form.chargingRequired')]}
        required
      >
        <RichTextEditor readOnly={disabled} minHeight={160} />
      </Form.Item>
      <Form.Item
        name="community_banner_switch"
        label={t('doc.field.community_banner_switch')}
        valuePropName="checked"
        rules={[{ required: true, type: 'boolean', message: t('doc.form.switchRequired') }]}
      >
        <Switch />
      </Form.Item>
      <Typography.Title level={5}>{t('doc.banner.images')}</Typography.Title>
      <BannerList kind="image_banner" disabled={disabled} />
      <Typography.Title level={5}>{t('doc.banner.videos')}</Typography.Title>
      <BannerList kind="video_banner" disabled={disabled} />
      <Typography.Title level={5}>{t('doc.banner.news')}</Typography.Title>
      <BannerList kind="news_banner" disabled={disabled} />
    </>
  );
}
