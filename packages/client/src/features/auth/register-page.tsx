import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  PRODUCT_NAME,
  ZRegisterFormSchema,
  type TRegisterForm,
} from '@repute/shared';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, apiJson, serverMessage } from '../../lib/api';
import { toast } from '../../components/toaster';
import { AuthLayout } from './auth-layout';

type Done = { email: string; emailVerified: boolean };

function Confirmation({ done }: { done: Done }) {
  return (
    <Stack gap="md" align="center" ta="center" data-testid="register-confirmation">
      <ThemeIcon size={56} radius="xl" variant="light">
        {done.emailVerified ? (
          <IconCircleCheck size={32} aria-hidden />
        ) : (
          <IconMail size={32} aria-hidden />
        )}
      </ThemeIcon>
      {done.emailVerified ? (
        <>
          <Title order={1} size="h2">
            Account Created!
          </Title>
          <Text>Your account {done.email} is ready to use</Text>
          <Text c="dimmed" size="sm">
            You can now log in with your credentials and start using {PRODUCT_NAME}
          </Text>
        </>
      ) : (
        <>
          <Title order={1} size="h2">
            Check Your Email
          </Title>
          <Text>We&apos;ve sent a verification link to {done.email}</Text>
          <Text c="dimmed" size="sm">
            The link expires in {EMAIL_VERIFICATION_TTL_HOURS} hours.
          </Text>
        </>
      )}
      <Button component={Link} to="/login" fullWidth size="md">
        Go to Login
      </Button>
    </Stack>
  );
}

/** /register: SPEC sections 2, 3, 5 and 8. */
export default function RegisterPage() {
  const [done, setDone] = useState<Done | null>(null);
  const form = useForm<TRegisterForm>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      invitationCode: '',
      password: '',
      confirmPassword: '',
    },
    validate: schemaResolver(ZRegisterFormSchema, { sync: true }),
  });
  const register = useMutation({
    mutationFn: (values: TRegisterForm) => {
      // confirmPassword is checked here only and never sent (SPEC section 3).
      const { confirmPassword: _confirm, ...body } = values;
      return apiJson<{ emailVerified?: boolean }>('POST', '/api/auth/register', body);
    },
    onSuccess: (result, values) => {
      const emailVerified = result.emailVerified === true;
      setDone({ email: values.email, emailVerified });
      toast({
        title: 'Registration successful',
        description: emailVerified
          ? 'You can now log in with your credentials'
          : 'Please check your email to verify your account',
      });
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      toast({
        title: 'Registration failed',
        description: serverMessage(error) ?? 'Registration failed. Please try again.',
        variant: 'destructive',
      });
    },
  });

  if (done) {
    return (
      <AuthLayout>
        <Confirmation done={done} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form onSubmit={form.onSubmit((values) => register.mutate(values))} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Create Account
            </Title>
            <Text c="dimmed" size="sm">
              Join your team on {PRODUCT_NAME}. You need an invitation code.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Invitation code"
            description="Contact your administrator if you don't have an invitation code"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            required
            {...form.getInputProps('invitationCode')}
          />
          <PasswordInput
            label="Password"
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
          <Button type="submit" fullWidth size="md" disabled={register.isPending}>
            {register.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By creating an account, you agree to our Terms of Service and Privacy Policy.
          </Text>
          <Group justify="center" gap={4}>
            <Text size="sm" c="dimmed">
              Already have an account?
            </Text>
            <Anchor component={Link} to="/login" size="sm">
              Sign in
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
