export { reportError } from './initErrorReporting';
