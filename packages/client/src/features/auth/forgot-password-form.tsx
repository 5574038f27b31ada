import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZForgotPasswordSchema } from '@repute/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api';
import { toast } from '../../components/toaster';

/** SPEC sections 2, 5 and 8: the reset-link form that replaces the login form. */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const request = useMutation({
    mutationFn: async (value: string) => {
      await apiRequest('POST', '/api/auth/forgot-password', { email: value });
    },
    onSuccess: () => {
      setSent(true);
      toast({
        title: 'Password reset email sent',
        description:
          "If an account exists with this email, you'll receive a password reset link shortly.",
      });
    },
    onError: () =>
      toast({
        title: 'Request failed',
        description: 'Unable to send password reset email. Please try again.',
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZForgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      toast({
        title: 'Email required',
        description: 'Please enter your email address first',
        variant: 'destructive',
      });
      return;
    }
    request.mutate(parsed.data.email);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Reset Password
          </Title>
          <Text c="dimmed" size="sm">
            Enter your email address and we will send you a link to choose a new password.
          </Text>
        </Stack>
        {sent ? (
          <Alert variant="light" icon={<IconMailCheck size={18} aria-hidden />}>
            If an account exists with this email, you&apos;ll receive a password reset link shortly.
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          Back to login
        </Anchor>
      </Stack>
    </form>
  );
}
