import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderEditor } from 'test/editorTesting';
import { Thumbnail, Thumbnails } from './Thumbnails';

const previewed = () => document.querySelector<HTMLImageElement>('.ant-image-preview-img');

describe('thumbnails', () => {
  it('open the picture clicked larger, step to the next one and close', async () => {
    renderEditor(
      <Thumbnails
        urls={['/a.png', '/b.png']}
        width={48}
        height={48}
        alt={(index) => `Evidence ${index + 1}`}
      />,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/a.png', '/b.png']);
    expect(previewed()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Evidence 2' }));
    await waitFor(() => expect(previewed()).toHaveAttribute('src', '/b.png'));
    fireEvent.keyDown(window, { key: 'ArrowLeft', keyCode: 37 });
    await waitFor(() => expect(previewed()).toHaveAttribute('src', '/a.png'));

    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(previewed()).toBeNull());
  });

  it('name a picture without a text alternative by what its button does, in both languages', () => {
    const { unmount } = renderEditor(<Thumbnail src="/cover.png" width={64} height={40} />);
    expect(screen.getByRole('button', { name: 'View larger' })).toContainElement(
      document.querySelector('img[src="/cover.png"]'),
    );
    unmount();
    renderEditor(<Thumbnail src="/cover.png" width={64} height={40} />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: '查看大图' })).toBeInTheDocument();
  });
});
