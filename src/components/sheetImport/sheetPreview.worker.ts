/** A dedicated worker for an import file's preview: a large sheet is read and checked off the main thread. */
import { previewSheet, type PreviewRequest, type SheetPreview } from 'config/sheetImport/preview';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null;
  postMessage(message: SheetPreview, transfer?: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const preview = previewSheet(data);
  scope.postMessage(preview, preview.problem === null && preview.validFile ? [preview.validFile] : []);
};
