export const IEO_PATH = '/pages/assets/ieo/index';
export const IEO_ORDERS_PATH = '/pages/assets/ieo/orderList';
export const IEO_ORDER_PATH = '/pages/assets/ieo/orderDetail';
export const PUBLICATION_PATH = '/pages/publication/index';
export const PUBLICATION_DETAILS_PATH = '/pages/publication/details';
export const PUBLICATION_PURCHASE_PATH = '/pages/publication/purchase';

export const ieoOrderPath = (id: number): string => `${IEO_ORDER_PATH}?id=${id}`;
export const publicationPath = (id: number): string => `${PUBLICATION_DETAILS_PATH}?id=${id}`;
export const purchasePath = (id: number): string => `${PUBLICATION_PURCHASE_PATH}?id=${id}`;
