import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { apiRequest, serverMessage } from '../../lib/api';
import { AuthLayout } from './auth-layout';
import { TokenStatus } from './token-status';

/** /verify-email?token=...: completes the server's single-use verification link. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useMutation({
    mutationFn: async (value: string) => {
      await apiRequest('POST', '/api/auth/verify-email', { token: value });
    },
  });
  // The token is single use: send it once, even when React mounts the page twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let content;
  if (!token) {
    content = (
      <TokenStatus
        status="error"
        title="Verification link incomplete"
        message="This link has no verification token. Open the link from your email again."
      />
    );
  } else if (verify.isSuccess) {
    content = (
      <TokenStatus
        status="success"
        title="Email verified"
        message="Your email address is confirmed. You can now log in with your credentials."
      />
    );
  } else if (verify.isError) {
    content = (
      <TokenStatus
        status="error"
        title="Verification failed"
        message={
          serverMessage(verify.error) ??
          'The link is invalid or has expired. Register again or ask your administrator.'
        }
      />
    );
  } else {
    content = (
      <TokenStatus
        status="pending"
        title="Verifying your email..."
        message="One moment."
        action={<span />}
      />
    );
  }
  return <AuthLayout>{content}</AuthLayout>;
}
