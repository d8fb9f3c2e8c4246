/**
 * '@snap/shared/format': how prices, conditions, dates and a listing's status read, the same on the
 * results card, in a shared listing, on the dashboard, on a saved listing's screen and on the legal
 * pages. Pure and React-free; bundled from source by each app.
 */
export { conditionLabel, formatPrice } from './formatPrice';
export { formatDate, formatDay, isoToday, parseDay, type DateFormat } from './formatDate';
export { formatShortDate, saleSentence, soldWhere, statusSentence, whereListed } from './listingSentences';
