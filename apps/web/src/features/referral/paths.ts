/** The referral pages (routes.md). */
export const PROMOTION_PATH = '/pages/promotion/index';
export const INVITE_PATH = '/pages/invite/index';
