export const ACTIVITY_LIST_PATH = '/promote/activity/list';
export const activityPath = (id: string) => `/promote/activity/${encodeURIComponent(id)}`;
