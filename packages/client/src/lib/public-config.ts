import { PRODUCT_NAME } from '@repute/shared';
import { trpc } from './trpc';

export type LoginMode = 'demo' | 'email';

/** The server's public configuration: which login form to show (LOGIN_MODE). */
export function usePublicConfig(): {
  loginMode: LoginMode;
  productName: string;
  isLoading: boolean;
} {
  const query = trpc.system.publicConfig.useQuery(undefined, { staleTime: Infinity });
  return {
    loginMode: query.data?.loginMode ?? 'demo',
    productName: query.data?.productName ?? PRODUCT_NAME,
    isLoading: query.isLoading,
  };
}
