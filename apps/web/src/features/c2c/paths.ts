/** The C2C pages (routes.md) and the merchant pages this feature adds beside them. */
export const C2C_PATH = '/pages/assets/c2c/index';
export const C2C_BUY_PATH = '/pages/assets/c2c/buy';
export const C2C_ORDERS_PATH = '/pages/assets/c2c/orderList';
export const C2C_ORDER_PATH = '/pages/assets/c2c/orderDetail';
export const C2C_MERCHANT_PATH = '/pages/assets/c2c/merchant';
export const C2C_MY_ADS_PATH = '/pages/assets/c2c/myAds';
export const C2C_MERCHANT_ORDERS_PATH = '/pages/assets/c2c/merchantOrders';
/** Where KYC is done (the kyc feature's page). */
export const VERIFICATION_PATH = '/pages/verification/index';

export const buyPath = (adId: number): string => `${C2C_BUY_PATH}?id=${adId}`;
export const orderPath = (id: number): string => `${C2C_ORDER_PATH}?id=${id}`;
