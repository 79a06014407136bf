import { accountArea } from '../features/account/routes';
import { configurationArea } from '../features/configuration/routes';
import { dashboardArea } from '../features/dashboard/routes';
import { flowsArea } from '../features/flows/routes';
import { homepageArea } from '../features/homepage/routes';
import { incomingArea } from '../features/incoming/routes';
import { supportArea } from '../features/support/routes';
import { techArea } from '../features/tech/routes';
import { trainArea } from '../features/train/routes';
import { usersArea } from '../features/users/routes';
import type { PortalArea } from '../lib/routing';

/**
 * The portal's areas in navigation order: each folder declares its navigation entry and routes
 * in its `routes.tsx`; adding an area is one line here.
 */
export const AREAS: PortalArea[] = [
  homepageArea,
  dashboardArea,
  flowsArea,
  trainArea,
  incomingArea,
  configurationArea,
  techArea,
  usersArea,
  accountArea,
  supportArea,
];
