import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onNavigationRequest } from './navigationRequests';

/** Carries out navigation requests; mounted once inside the router (the portal layout). */
export function useNavigationRequests(): void {
  const navigate = useNavigate();
  useEffect(() => onNavigationRequest((href) => void navigate(href)), [navigate]);
}
