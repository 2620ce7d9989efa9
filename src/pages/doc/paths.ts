/** The DOC area's pages (src/routes/areas/doc.ts). */
export const DOC_LIST_PATH = '/doc/list';
export const DOC_CREATE_PATH = '/doc/create';
export const APPLICATION_LIST_PATH = '/doc/application/list';
export const MEMBER_LIST_PATH = '/doc/member/list';

export const docPath = (id: string) => `/doc/${encodeURIComponent(id)}`;
export const docApplicationsPath = (id: string) => `/doc/${encodeURIComponent(id)}/application/list`;
