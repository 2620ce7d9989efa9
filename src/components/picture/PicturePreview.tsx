import { Image } from 'antd';
import { useState } from 'react';

/** antd's picture preview over the page, opened at `first`; closing it tells `onClose`. */
export default function PicturePreview({
  urls,
  first,
  onClose,
}: {
  urls: readonly string[];
  first: number;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(first);
  return (
    <Image.PreviewGroup
      items={[...urls]}
      preview={{
        visible: true,
        current,
        onChange: setCurrent,
        onVisibleChange: (visible) => {
          if (!visible) onClose();
        },
      }}
    />
  );
}
