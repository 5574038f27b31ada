import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZPasswordLoginSchema, type TPasswordLogin } from '@repute/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { toast } from '../../components/toaster';
import { useSignIn } from './use-sign-in';

/** SPEC section 2: the password-only 'Access Demo' form (LOGIN_MODE=demo). */
export function DemoLoginForm() {
  const form = useForm<TPasswordLogin>({
    initialValues: { password: '' },
    validate: schemaResolver(ZPasswordLoginSchema, { sync: true }),
  });
  const signIn = useSignIn<TPasswordLogin>(
    '/api/password-login',
    () => toast({ title: 'Access granted' }),
    () => {
      toast({ title: 'Access denied', description: 'Invalid password', variant: 'destructive' });
      form.setFieldValue('password', '');
      form.setFieldError('password', 'Invalid password');
    },
  );
  return (
    <form onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Access Demo
          </Title>
          <Text c="dimmed" size="sm">
            Enter the access password to open the platform.
          </Text>
        </Stack>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
          Demo access for testing purposes
        </Alert>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          autoFocus
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" disabled={signIn.isPending}>
          {signIn.isPending ? 'Accessing...' : 'Access Platform'}
        </Button>
      </Stack>
    </form>
  );
}
