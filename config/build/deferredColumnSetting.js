// pro-table's column setting is an icon in every list's toolbar that opens a tree of the columns (rc-tree and
// antd's Tree, about 23 KB gzip). The icon shows at once; the setting's code loads when the pointer reaches the
// icon (or it is focused or clicked), and a click that came before the code is passed on once it is there.
// See webpack.config.ts.
import { createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';

const RealColumnSetting = lazy(
  () => import('@ant-design/pro-table/es/components/ColumnSetting/index.js?eager'),
);

function ClickOnArrival({ holder, pending }) {
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    holder.current?.querySelector('.anticon')?.click();
  }, [holder, pending]);
  return null;
}

export default function ColumnSetting(props) {
  const [wanted, setWanted] = useState(false);
  const pending = useRef(false);
  const holder = useRef(null);
  const icon = createElement(
    'span',
    {
      onPointerEnter: () => setWanted(true),
      onFocus: () => setWanted(true),
      onClick: () => {
        pending.current = true;
        setWanted(true);
      },
    },
    props.settingIcon ?? createElement(SettingOutlined),
  );
  if (!wanted) return icon;
  return createElement(
    'span',
    { ref: holder, style: { display: 'contents' } },
    createElement(
      Suspense,
      { fallback: icon },
      createElement(RealColumnSetting, props),
      createElement(ClickOnArrival, { holder, pending }),
    ),
  );
}
