import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@repute/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, serverMessage } from '../../lib/api';

/**
 * SPEC section 2 'Platform Access' dialog. The password is checked on the server (a deliberate
 * deviation: SPEC's original checked it in the browser); success goes to /platform.
 */
export function PlatformAccessDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const access = useMutation({
    mutationFn: async (value: string) => {
      await apiRequest('POST', '/api/password-login', { password: value });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      close();
      navigate('/platform');
    },
    onError: (err) => {
      setError(serverMessage(err) ?? 'Incorrect password. Please try again.');
      setPassword('');
    },
  });

  function close() {
    setPassword('');
    setError(null);
    access.reset();
    onClose();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(MESSAGES.passwordRequired);
      return;
    }
    setError(null);
    access.mutate(password);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text fw={700} size="lg" component="span">
          Platform Access
        </Text>
      }
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            Enter your password to access the platform
          </Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" size="md" disabled={access.isPending}>
            {access.isPending ? 'Accessing...' : 'Access Platform'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
