/** The buyer's order pages (controllers/shop_orders.go). */
export const ORDERS_URL = '/apps/ecommerce/orders'
export const orderUrl = (number: string) => `${ORDERS_URL}/${encodeURIComponent(number)}`
export const cancelUrl = (number: string) => `${orderUrl(number)}/cancel`
