import { Form } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { mediaBytes, type MediaFormat } from 'mock/testing';
import { signIn } from 'test/signIn';
import { renderEditor, TestForm } from 'test/editorTesting';
import { UploadField, type UploadFieldProps } from './UploadField';

const server = installMockBackend();

// antd's Upload in jsdom is slow on these 2-core machines.

/**
 * A file of a given size without allocating it: only `size` is read before the upload. Its content begins as
 * its extension says (the upload center checks); another extension gets a PNG's bytes.
 */
function fileOf(name: string, size: number, type = 'image/png'): File {
  const extension = name.split('.').pop() as MediaFormat;
  const bytes = mediaBytes(['jpg', 'gif', 'mp4'].includes(extension) ? extension : 'png');
  const file = new File([bytes], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderField(props: Partial<UploadFieldProps> = {}, initial?: string | string[]) {
  const submitted: Record<string, unknown>[] = [];
  const view = renderEditor(
    <TestForm initialValues={{ file: initial, other: 'kept' }} onFinish={(values) => submitted.push(values)}>
      <Form.Item name="file" label="File">
        <UploadField {...props} />
      </Form.Item>
    </TestForm>,
  );
  const input = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
  const submit = async () => {
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted.length).toBeGreaterThan(0));
    return submitted[submitted.length - 1];
  };
  return { ...view, input, submit };
}

beforeEach(async () => {
  await signIn('admin');
});

describe('UploadField', () => {
  it('uploads an image and keeps its URL as the value, with a preview', async () => {
    const user = userEvent.setup({ delay: null });
    const { input, submit } = renderField();
    await user.upload(input(), fileOf('banner.png', 1000));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done')).not.toBeNull(), {
      timeout: 10_000,
    });
    const values = await submit();
    expect(values.file).toMatch(/^\/api\/v1\/upload-center\/files\/\w+\/banner\.png$/);
    expect(values.other).toBe('kept');

    await user.click(screen.getByTitle('Preview file'));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByRole('img', { name: 'banner.png' })).toHaveAttribute('src', values.file);
  });

  it("refuses an image over 2M with 'The image size can not exceed 2M' before sending it", async () => {
    let sent = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/upload-center/upload')) sent = true;
    });
    const { input, submit } = renderField({}, '/api/v1/upload-center/files/old/old.png');
    await userEvent.setup({ delay: null }).upload(input(), fileOf('huge.png', 2_000_001));
    await screen.findByText('The image size can not exceed 2M');
    expect(sent).toBe(false);
    expect((await submit()).file).toBe('/api/v1/upload-center/files/old/old.png');
    server.events.removeAllListeners();
  });

  it('accepts an image of exactly 2,000,000 bytes', async () => {
    const { input, submit } = renderField();
    await userEvent.setup({ delay: null }).upload(input(), fileOf('edge.jpg', 2_000_000, 'image/jpeg'));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect((await submit()).file).toMatch(/edge\.jpg$/);
  });

  it("refuses a video over 40M with 'The video size can not exceed 40M'", async () => {
    const { input } = renderField({ accept: 'video' });
    await userEvent.setup({ delay: null }).upload(input(), fileOf('ride.mp4', 40_000_001, 'video/mp4'));
    await screen.findByText('The video size can not exceed 40M');
  });

  it('refuses a file of another type', async () => {
    const { input } = renderField();
    await userEvent
      .setup({ delay: null, applyAccept: false })
      .upload(input(), fileOf('notes.pdf', 10, 'application/pdf'));
    await screen.findByText('Only jpg, png and gif images can be uploaded');
  });

  it("refuses a file the server did not accept with 'Upload Error'", async () => {
    server.use(
      http.post('*/api/v1/upload-center/upload', () =>
        HttpResponse.json({ code: 500, msg: 'disk full', data: null }),
      ),
    );
    const { input, submit } = renderField();
    await userEvent.setup({ delay: null }).upload(input(), fileOf('a.png', 10));
    await screen.findByText('Upload Error');
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item')).toBeNull());
    expect((await submit()).file).toBeUndefined();
  });

  it("refuses an answer without a URL with 'Upload Error'", async () => {
    server.use(
      http.post('*/api/v1/upload-center/upload', () => HttpResponse.json({ code: 200, msg: 'ok', data: {} })),
    );
    const { input, submit } = renderField();
    await userEvent.setup({ delay: null }).upload(input(), fileOf('a.png', 10));
    await screen.findByText('Upload Error');
    expect((await submit()).file).toBeUndefined();
  });

  it('takes at most 10 files in list mode', async () => {
    const { input, submit } = renderField({ mode: 'list' });
    const files = Array.from({ length: 11 }, (_, index) => fileOf(`f${index}.gif`, 10, 'image/gif'));
    await userEvent.setup({ delay: null }).upload(input(), files);
    await screen.findByText('At most 10 files');
    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(10), {
      timeout: 20_000,
    });
    expect((await submit()).file).toHaveLength(10);
  });

  it('shows the files of the value and drops one on remove', async () => {
    const user = userEvent.setup({ delay: null });
    const { submit } = renderField({ mode: 'list' }, [
      '/api/v1/upload-center/files/a/one.png',
      '/api/v1/upload-center/files/b/two.png',
    ]);
    expect(screen.getAllByRole('img', { hidden: true }).length).toBeGreaterThan(0);
    await user.click(screen.getAllByTitle('Remove file')[0]);
    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(1));
    expect((await submit()).file).toEqual(['/api/v1/upload-center/files/b/two.png']);
  });
});
