/** Node's own fetch, for a test that talks to a real server it started itself on loopback. */
export const realFetch = globalThis.fetch;

/**
 * Makes every request of a plain-Node test fail, naming the fix, instead of reaching whatever
 * listens on the machine: a logic test that calls the API answers it with the mock server
 * (`answerWithMockServer()`), which takes the place of this.
 */
export function blockNetwork(): void {
  // Assigned, not `vi.stubGlobal`: the config unstubs globals after every test.
  globalThis.fetch = (input: RequestInfo | URL) =>
    Promise.reject(
      new Error(
        `${String(input)}: a logic test that calls the API starts with answerWithMockServer()`,
      ),
    );
}
