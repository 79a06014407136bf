import { useNavigationRequests } from './useNavigationRequests';

/**
 * Carries out navigation requests from outside the router (notification actions). A component of
 * its own: `useNavigate` re-renders its caller on every navigation, and in the layout that was
 * the whole app bar and navigation on each area switch.
 */
export function NavigationRequests() {
  useNavigationRequests();
  return null;
}
