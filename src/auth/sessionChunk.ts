// The sign-in library and what is built on it, loaded as one lazy chunk ("session") by the
// start-up in src/app/App.tsx, so a first visit's login screen downloads none of it.
export { PortalAuthProvider } from './PortalAuthProvider';
export { SignedInGate } from './SignedInGate';
