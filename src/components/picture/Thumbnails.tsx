import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useT } from 'src/components/useT';
import './thumbnails.css';

// antd's Image (the preview's zoom, rotation and arrows) loads on the first click, not with every list that
// shows a picture: 10 KB gzip off their first load.
const PicturePreview = lazy(() => import('./PicturePreview'));

export interface ThumbnailsProps {
  urls: readonly string[];
  /** The pictures' text alternative (or each one's); none when the row already says what they show. */
  alt?: string | ((index: number) => string);
  width: number;
  height: number;
}

/** Small pictures in a row that open larger on a click, with arrows between them when there are several. */
export function Thumbnails({ urls, alt, width, height }: ThumbnailsProps) {
  const t = useT();
  const [opened, setOpened] = useState<number | null>(null);
  const size: CSSProperties = { width, height };
  return (
    <span className="thumbnails">
      {urls.map((url, index) => {
        const text = (typeof alt === 'function' ? alt(index) : alt) ?? '';
        return (
          <button
            key={`${index}-${url}`}
            type="button"
            className="thumbnails-button"
            aria-label={text ? undefined : t('editors.picture.view')}
            onClick={() => setOpened(index)}
          >
            <img src={url} alt={text} width={width} height={height} style={size} />
          </button>
        );
      })}
      {opened !== null && (
        <Suspense fallback={null}>
          <PicturePreview urls={urls} first={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </span>
  );
}

/** One small picture that opens larger on a click. */
export const Thumbnail = ({ src, ...rest }: Omit<ThumbnailsProps, 'urls'> & { src: string }) => (
  <Thumbnails urls={[src]} {...rest} />
);
