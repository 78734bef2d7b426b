/** Paths of the site's fixed pages (spec section 2): one home, read by links, the sitemap and robots.txt. */
export const ROUTES = {
  home: '/',
  thanks: '/bedankt',
  privacy: '/privacy',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
} as const;
