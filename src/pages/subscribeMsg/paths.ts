export const SUBSCRIBE_MSG_LIST_PATH = '/subscribe-msg-center/list';

export const actionDetailPath = (id: string) =>
  `/subscribe-msg-center/actionDetail/${encodeURIComponent(id)}`;
