/**
 * What really happens to a seller's photos, in one place: the landing page, the auth screen's
 * benefit list and the Privacy page all show these words, so a promise cannot drift from the page
 * that backs it (the e2e compares them).
 */
import { PATHS } from '../navigation/paths';

/** The trust point: originals, not '100% private', since the analysed copy does leave the device. */
export const PRIVACY_TRUST_POINT = 'Originals stay on your device';

/** The short, complete statement. Each sentence is true of the code in functions/ and host/. */
export const PRIVACY_STATEMENT =
  'The photo you analyze is resized and sent through our server to our AI provider only to identify and price it; the analysis keeps no copy. ' +
  'Signed in, your saved listings keep their text and their resized photos in your account, so they open on your other devices. Originals stay on your device.';

export const PRIVACY_PATH = PATHS.privacy;
export const TERMS_PATH = PATHS.terms;
