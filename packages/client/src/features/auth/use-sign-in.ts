import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api';

/**
 * A sign-in call (email or password-only): on success every cached query is invalidated (the
 * profile answers differently now) and the user goes to /, as SPEC section 2 says.
 */
export function useSignIn<T>(
  url: string,
  onSuccess: () => void,
  onError: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: T) => {
      await apiRequest('POST', url, body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      onSuccess();
      navigate('/');
    },
    onError,
  });
}
