import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { AuthLayout } from './auth-layout';
import { DemoLoginForm } from './demo-login-form';
import { EmailLoginForm } from './email-login-form';
import { ForgotPasswordForm } from './forgot-password-form';

/** /login: the mode comes from the server's LOGIN_MODE (SPEC section 2). */
export default function LoginPage() {
  const { loginMode, isLoading } = usePublicConfig();
  const [forgot, setForgot] = useState<{ email: string } | null>(null);
  let content;
  if (isLoading) {
    content = (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  } else if (loginMode === 'demo') {
    content = <DemoLoginForm />;
  } else if (forgot) {
    content = <ForgotPasswordForm initialEmail={forgot.email} onBack={() => setForgot(null)} />;
  } else {
    content = <EmailLoginForm onForgotPassword={(email) => setForgot({ email })} />;
  }
  return <AuthLayout>{content}</AuthLayout>;
}
