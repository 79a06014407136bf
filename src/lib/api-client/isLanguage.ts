import { isOneOf } from './isOneOf';
import { LANGUAGE_VALUES } from './schema';

/** One of the contract's languages (`Language`), e.g. from an address or a request body. */
export const isLanguage = isOneOf(LANGUAGE_VALUES);
