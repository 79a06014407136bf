import { isOneOf } from '../../lib/api-client/isOneOf';
import { ROLE_VALUES, USER_STATUS_VALUES } from '../../lib/api-client/schema';

export const isRole = isOneOf(ROLE_VALUES);
export const isStatus = isOneOf(USER_STATUS_VALUES);
