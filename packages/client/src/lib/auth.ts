import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api';

export const PROFILE_QUERY_KEY = ['/api/user/profile'] as const;

export interface UserProfile {
  id?: number;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string;
}

/** SPEC section 4: authenticated when the profile call returns data without error. */
export function useAuth() {
  const query = useQuery<UserProfile | null>({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: getQueryFn<UserProfile>({ on401: 'returnNull' }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const user = query.error ? null : (query.data ?? null);
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** SPEC section 2: logout is a browser navigation to /api/logout. */
export function logout(): void {
  window.location.assign('/api/logout');
}
