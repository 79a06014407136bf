import axios from 'axios';

export const KEEP_ALIVE_PATH = '/keep-alive.html';
export const KEEP_ALIVE_TIMEOUT_MS = 2000;

// Its own instance: the API client's token and interceptors live elsewhere, and a static page
// must never see them.
// No XSRF cookie to look for (as in the API client): the asynchronous read would eat into the
// time-out before the request is even sent.
const keepAliveHttp = axios.create({
  timeout: KEEP_ALIVE_TIMEOUT_MS,
  responseType: 'text',
  withXSRFToken: false,
});

/** Whether the portal's own server answers (2xx) within the keep-alive time-out. */
export async function checkKeepAlive(): Promise<boolean> {
  // The XHR time-out is not honoured by every transport (a service worker answering, for one);
  // the abort timer makes the deadline hold regardless.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), KEEP_ALIVE_TIMEOUT_MS);
  try {
    await keepAliveHttp.get(KEEP_ALIVE_PATH, {
      params: { ts: Date.now() },
      // `false` also removes an Authorization header someone put on axios' global defaults.
      headers: { Authorization: false },
      signal: deadline.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
