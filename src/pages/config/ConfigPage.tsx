import { Alert, Button, Card, Form, Input, InputNumber, Result, Space, Spin, Switch, Typography } from 'antd';
import { ProForm } from '@ant-design/pro-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONFIG_CHECKS } from 'config/globalConfig';
import { PRIVILEGES } from 'config/privileges';
import { configDocument, toConfigPayload, toFormValues, type ConfigFormValues } from 'src-models/config';
import { selectCan } from 'src-models/session';
import { useDocumentPage } from 'src/components/drafts';
import { saveOnceButtonProps } from 'src/components/saving';
import { LinkActionFields } from 'src/components/linkAction';
import { RichTextEditor, sanitizeHtml } from 'src/components/richText';
import { FloorSelect, FormSelect, useErrorText } from 'src/components/selectors';
import { mediaUrlRule, UploadField } from 'src/components/upload';
import { useAppSelector } from 'src/store/hooks';
import { BannersField } from './BannersField';
import { CommunityTagsField } from './CommunityTagsField';
import { configRule } from './configRule';
import { EmailsField } from './EmailsField';
import { TermsCard } from './TermsCard';
import type { MessageId } from 'src-locales/messageIds';

const SAVE_REQUIREMENT = [PRIVILEGES.configSave];

/**
 * The global config page (01-platform §2): nine cards, one Save for everything but the terms (which save on
 * their own). Only operators with the save-config privilege see Save; others read the config. What was typed
 * stays in the form when validation or the save fails, and is offered back after a new login when the session
 * expired meanwhile.
 */
export default function ConfigPage() {
  const intl = useIntl();
  const format = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const page = useDocumentPage({
    document: configDocument,
    kind: 'config',
    canSave: useAppSelector((state) => selectCan(state, SAVE_REQUIREMENT)),
    toValues: (config) => config && toFormValues(config),
  });
  const { form, saving, saved: config, canSave } = page;

  if (!config) {
    if (page.load.status === 'failed') {
      return (
        <Result
          status="error"
          title={format('config.loadFailed')}
          subTitle={errorText(page.load.error, 'config.loadFailed')}
          extra={
            <Button type="primary" onClick={page.retry}>
              <FormattedMessage id="config.retry" />
            </Button>
          }
        />
      );
    }
    return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  }

  const submit = async () => {
    // Every value the form holds, including fields of cards not on screen.
    const input = toConfigPayload(form.getFieldsValue(true) as ConfigFormValues, sanitizeHtml, config);
    page.save(input);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        <FormattedMessage id="config.title" />
      </Typography.Title>
      {canSave ? null : <Alert type="info" showIcon message={format('config.readOnly')} />}
      {page.notice}
      {/* Outside the form: the terms save on their own, and a reader may still open them. */}
      <TermsCard canSave={canSave} />
      <ProForm<ConfigFormValues>
        {...page.formProps}
        initialValues={toFormValues(config)}
        onFinish={submit}
        onFinishFailed={saving.release}
        scrollToFirstError
        submitter={
          canSave
            ? {
                searchConfig: { submitText: format('config.save') },
                resetButtonProps: false,
                submitButtonProps: saveOnceButtonProps(saving, form),
                render: (_, buttons) => (
                  <Card style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
                    <Space>{buttons}</Space>
                  </Card>
                ),
              }
            : false
        }
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title={format('config.menus.title')}>
            <Form.Item name={['floor_id', 'home']} label={format('config.menus.home')}>
              <FloorSelect floorType="home" style={{ maxWidth: 480 }} />
            </Form.Item>
          </Card>

          <Card title={format('config.share.title')}>
            <Form.Item
              name={['shared', 'disabled']}
              label={format('config.share.disabled')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
            <Form.Item name={['shared', 'title']} label={format('config.share.shareTitle')}>
              <Input style={{ maxWidth: 480 }} />
            </Form.Item>
            <Form.Item name={['shared', 'path']} label={format('config.share.path')}>
              <Input style={{ maxWidth: 480 }} placeholder="/pages/motorcycle/list" />
            </Form.Item>
            <Form.Item name={['shared', 'description']} label={format('config.share.description')}>
              <Input.TextArea rows={2} style={{ maxWidth: 480 }} />
            </Form.Item>
            <Form.Item
              name={['shared', 'image_url']}
              label={format('config.share.image')}
              rules={[mediaUrlRule(intl)]}
            >
              <UploadField accept="image" />
            </Form.Item>
          </Card>

          <Card title={format('config.coupon.title')}>
            <Form.Item
              name={['coupon_subscribe', 'expire_day']}
              label={format('config.coupon.expireDay')}
              rules={[configRule(intl, CONFIG_CHECKS.expireDay, true)]}
            >
              <InputNumber precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name={['coupon_subscribe', 'expire_msg']}
              label={format('config.coupon.expireMsg')}
              rules={[configRule(intl, CONFIG_CHECKS.couponMessage)]}
            >
              <Input showCount style={{ maxWidth: 480 }} />
            </Form.Item>
            <Form.Item
              name={['coupon_subscribe', 'pick_msg']}
              label={format('config.coupon.pickMsg')}
              rules={[configRule(intl, CONFIG_CHECKS.couponMessage)]}
            >
              <Input showCount style={{ maxWidth: 480 }} />
            </Form.Item>
          </Card>

          <Card title={format('config.tags.title')}>
            <CommunityTagsField />
          </Card>

          <Card title={format('config.popup.title')}>
            <LinkActionFields name={['sns_action']} />
          </Card>

          <Card title={format('config.banners.title')}>
            <Form.Item name="sns_banner_loop" label={format('config.banners.loop')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <BannersField />
          </Card>

          <Card title={format('config.garage.title')}>
            <Form.Item name={['garage', 'authority']} label={format('config.garage.authority')}>
              <RichTextEditor readOnly={!canSave} />
            </Form.Item>
            <Form.Item name={['garage', 'form_center_campaign_id']} label={format('config.garage.form')}>
              <FormSelect style={{ maxWidth: 480 }} />
            </Form.Item>
          </Card>

          <Card title={format('config.other.title')}>
            <Form.Item name="business_time" label={format('config.other.businessTime')}>
              <Input
                style={{ maxWidth: 480 }}
                placeholder={format('config.other.businessTime.placeholder')}
              />
            </Form.Item>
            <EmailsField />
          </Card>
        </Space>
      </ProForm>
    </Space>
  );
}
