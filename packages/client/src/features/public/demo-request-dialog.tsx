import {
  Button,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DEMO_FOLLOW_UP_HOURS, ZDemoRequestSchema } from '@repute/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { toast } from '../../components/toaster';

interface DemoFormValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string;
  phone: string;
  message: string;
}

const EMPTY: DemoFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  jobTitle: '',
  phone: '',
  message: '',
};

/** SPEC sections 2, 5 and 8: the demo request form, then 'Thank You!'; closing resets it. */
export function DemoRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<DemoFormValues>({
    initialValues: EMPTY,
    validate: schemaResolver(ZDemoRequestSchema, { sync: true }),
  });
  const submit = useMutation({
    mutationFn: async (values: DemoFormValues) => {
      await apiRequest('POST', '/api/demo-requests', values);
    },
    onSuccess: () => {
      setSubmitted(true);
      toast({
        title: 'Demo Request Submitted!',
        description: `We'll be in touch within ${DEMO_FOLLOW_UP_HOURS} hours to schedule your personalized demo.`,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      toast({
        title: 'Submission Error',
        description: 'There was a problem submitting your request. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const close = () => {
    onClose();
    form.reset();
    submit.reset();
    setSubmitted(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      radius="lg"
      title={
        submitted ? null : (
          <Text fw={700} size="lg" component="span">
            Book Your Demo
          </Text>
        )
      }
      withCloseButton
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {submitted ? (
        <Stack align="center" ta="center" gap="md" py="lg" data-testid="demo-thank-you">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconCircleCheck size={36} aria-hidden />
          </ThemeIcon>
          <Title order={2}>Thank You!</Title>
          <Text c="dimmed" maw={420}>
            Your demo request has been received. We&apos;ll be in touch within{' '}
            {DEMO_FOLLOW_UP_HOURS} hours to schedule your personalized demo.
          </Text>
          <Button onClick={close} size="md">
            Close
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => submit.mutate(values))} noValidate>
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              See how Repute turns your survey, media and social data into strategy. Tell us a
              little about you and we will arrange a walkthrough.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="First name"
                autoComplete="given-name"
                required
                data-autofocus
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                required
                {...form.getInputProps('lastName')}
              />
              <TextInput
                label="Work email"
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Company"
                autoComplete="organization"
                required
                {...form.getInputProps('company')}
              />
              <TextInput
                label="Job title"
                autoComplete="organization-title"
                {...form.getInputProps('jobTitle')}
              />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            <Textarea
              label="Message"
              placeholder="What would you like to see?"
              autosize
              minRows={3}
              maxRows={6}
              {...form.getInputProps('message')}
            />
            <Button type="submit" size="md" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Request Demo'}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
