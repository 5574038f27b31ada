import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PRODUCT_NAME, ZLoginSchema, type TLogin } from '@repute/shared';
import { Link } from 'react-router';
import { serverMessage } from '../../lib/api';
import { toast } from '../../components/toaster';
import { useSignIn } from './use-sign-in';

/** SPEC section 2: the email and password 'Sign In' form (LOGIN_MODE=email). */
export function EmailLoginForm({
  onForgotPassword,
}: {
  onForgotPassword: (email: string) => void;
}) {
  const form = useForm<TLogin>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginSchema, { sync: true }),
  });
  const signIn = useSignIn<TLogin>(
    '/api/auth/login',
    () => toast({ title: 'Login successful', description: `Welcome back to ${PRODUCT_NAME}` }),
    (error) => {
      toast({
        title: 'Login failed',
        description: serverMessage(error) ?? 'Invalid email or password',
        variant: 'destructive',
      });
      form.setFieldValue('password', '');
    },
  );
  return (
    <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Sign In
          </Title>
          <Text c="dimmed" size="sm">
            Sign in to your {PRODUCT_NAME} account.
          </Text>
        </Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onForgotPassword(form.getValues().email)}
            >
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth size="md" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/register" underline="always">
            Register here
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
