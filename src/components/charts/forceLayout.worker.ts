/** A dedicated worker for the referral graph's layout: the page stays responsive while it runs. */
import { forceLayout, type LayoutRequest } from './forceLayout';

export type LayoutMessage = { type: 'progress'; done: number } | { type: 'done'; positions: Float64Array };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutMessage, transfer?: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  const positions = forceLayout(data, (done) => scope.postMessage({ type: 'progress', done }));
  scope.postMessage({ type: 'done', positions }, [positions.buffer]);
};
