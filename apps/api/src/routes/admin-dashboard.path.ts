/** Where the queue dashboard is mounted (its own module, so the dashboard code loads only when enabled). */
export const ADMIN_DASHBOARD_PATH = '/admin/queues';
