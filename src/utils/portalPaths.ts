/** Addresses of the portal's own pages (spec section 2), for links between them. */
export const PortalPaths = {
  personalCenter: '/personalCenter',
  feedback: '/portal/feedback',
  myFeedback: '/portal/myFeedback',
  settings: '/portal/settings',
  download: '/portal/download',
} as const;

/** The page of one of the user's feedback items. */
export function feedbackDetailPath(id: number | string): string {
  return `/myFeedback/detail?id=${encodeURIComponent(String(id))}`;
}
