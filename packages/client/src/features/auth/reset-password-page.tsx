import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, ZNewPasswordSchema } from '@repute/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, apiRequest, serverMessage } from '../../lib/api';
import { toast } from '../../components/toaster';
import { AuthLayout } from './auth-layout';
import { TokenStatus } from './token-status';

const ZResetForm = z
  .object({ password: ZNewPasswordSchema, confirmPassword: z.string() })
  .refine((data) => data.password === data.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
type TResetForm = z.infer<typeof ZResetForm>;

/** /reset-password?token=...: chooses a new password with the server's single-use token. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<TResetForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(ZResetForm, { sync: true }),
  });
  const reset = useMutation({
    mutationFn: async (values: TResetForm) => {
      await apiRequest('POST', '/api/auth/reset-password', { token, password: values.password });
    },
    onSuccess: () => toast({ title: 'Password updated', description: 'You can now log in.' }),
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      toast({
        title: 'Reset failed',
        description: serverMessage(error) ?? 'The link is invalid or has expired.',
        variant: 'destructive',
      });
    },
  });

  if (!token) {
    return (
      <AuthLayout>
        <TokenStatus
          status="error"
          title="Reset link incomplete"
          message="This link has no reset token. Request a new link from the login page."
        />
      </AuthLayout>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <TokenStatus
          status="success"
          title="Password updated"
          message="Your new password is set. Log in with it now."
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Choose a New Password
            </Title>
            <Text c="dimmed" size="sm">
              The link from your email works once and for a limited time.
            </Text>
          </Stack>
          <PasswordInput
            label="New password"
            description="Must be at least 12 characters with uppercase, lowercase, number, and special character"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          {reset.isError ? (
            <Text size="sm" c="red" role="alert">
              {serverMessage(reset.error) ?? 'The link is invalid or has expired.'}
            </Text>
          ) : null}
          <Button type="submit" fullWidth size="md" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set New Password'}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
