export {
  initErrorReporting,
  isLocalHost,
  reportError,
  startErrorReportingWhenIdle,
  type ErrorReportingOptions,
} from './initErrorReporting';
export { scrubBreadcrumb, scrubEvent, scrubSpan, scrubUrl } from './scrub';
