import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/auth';
import { CurrentCustomerProvider } from '../../lib/current-customer';
import { AppShellLayout } from './app-shell-layout';

/**
 * SPEC section 2: authenticated routes exist only for a signed-in user. The redirect to /login
 * waits until the profile call has answered.
 */
export default function AuthenticatedLayout() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return (
    <CurrentCustomerProvider>
      <AppShellLayout />
    </CurrentCustomerProvider>
  );
}
