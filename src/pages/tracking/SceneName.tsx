import { Popover } from 'antd';
import { useIntl } from 'react-intl';
import { sceneByCode, sceneName } from './scenes';
import { sceneImage } from './sceneImages';

/** A scene's name in the interface language; hovering shows its image when it has one. */
export function SceneName({ code }: { code: number }) {
  const { locale } = useIntl();
  const name = sceneName(code, locale);
  const image = sceneImage(code, sceneByCode(code)?.image);
  if (!image) return <span>{name}</span>;
  return (
    <Popover content={<img src={image} alt={name} width={120} height={120} />} title={`${code} ${name}`}>
      <span style={{ borderBottom: '1px dashed #bfbfbf', cursor: 'help' }}>{name}</span>
    </Popover>
  );
}
