import { Button, Collapse, Popover } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { SCENES } from './scenes';
import { sceneImage } from './sceneImages';

/** The help popover: every scene code in an accordion, with both names and the image where there is one. */
export function SceneHelp() {
  const intl = useIntl();
  const zh = intl.locale.startsWith('zh');
  const items = SCENES.map((scene) => {
    const image = sceneImage(scene.code, scene.image);
    return {
      key: String(scene.code),
      label: `${scene.code} ${zh ? scene.zh : scene.en}`,
      children: (
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
          {image && <img src={image} alt="" width={64} height={64} />}
          <div>
            <div>{scene.zh}</div>
            <div>{scene.en}</div>
          </div>
        </div>
      ),
    };
  });
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title={<FormattedMessage id="tracking.scene.help.title" />}
      content={
        <div style={{ width: 420, maxHeight: 420, overflowY: 'auto' }}>
          <Collapse accordion size="small" items={items} />
        </div>
      }
    >
      <Button
        type="text"
        icon={<QuestionCircleOutlined />}
        aria-label={intl.formatMessage({ id: 'tracking.scene.help' })}
      />
    </Popover>
  );
}
