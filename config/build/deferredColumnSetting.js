// pro-table's column setting is an icon in every list's toolbar that opens a tree of the columns (rc-tree and
// antd's Tree, about 23 KB gzip). The icon shows at once; the setting's code loads when the pointer reaches the
// icon (or it is focused or pressed), and a press that came before the code is passed on once it is there.
// See webpack.config.ts.
import { createElement, lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
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
  // In a transition, so the icon stays the same element until the setting replaces it in one commit.
  const want = () => startTransition(() => setWanted(true));
  // Counted from the press, not the click: when the setting arrives between press and release, the browser sends
  // the click to an ancestor, and the click would be lost.
  const press = () => {
    pending.current = true;
    want();
  };
  const icon = createElement(
    'span',
    { onPointerEnter: want, onFocus: want, onPointerDown: press, onClick: press },
    props.settingIcon ?? createElement(SettingOutlined),
  );
  return createElement(
    'span',
    { ref: holder, style: { display: 'contents' } },
    createElement(
      Suspense,
      { fallback: icon },
      wanted
        ? [
            createElement(RealColumnSetting, { ...props, key: 'setting' }),
            createElement(ClickOnArrival, { holder, pending, key: 'click' }),
          ]
        : icon,
    ),
  );
}
