import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { areaRoutes } from './areaRoutes';
import { AuthGate } from './AuthGate';

/**
 * Created after sign-in completion has rewritten the address, so the router starts at the
 * return path rather than at the provider's callback URL.
 */
export function AppRouter() {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '/', element: <AuthGate />, children: areaRoutes }]),
  );
  return <RouterProvider router={router} />;
}
