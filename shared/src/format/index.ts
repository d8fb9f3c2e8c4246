/**
 * '@snap/shared/format': how prices, conditions and dates read, the same on the results card, in a
 * shared listing, on the dashboard and the legal pages. Pure and React-free; bundled from source by
 * each app.
 */
export { conditionLabel, formatPrice } from './formatPrice';
export { formatDate, formatDay, isoToday, parseDay, type DateFormat } from './formatDate';
