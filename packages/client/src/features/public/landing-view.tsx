import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconBrandLinkedin, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { usePublicConfig } from '../../lib/public-config';
import { DemoRequestDialog } from './demo-request-dialog';
import { FEATURES, STATS, STEPS } from './landing-content';
import { PlatformAccessDialog } from './platform-access-dialog';
import { SampleScoreCard } from './score-card';
import classes from './landing.module.css';

const COPY = {
  branded: {
    eyebrow: 'AI-driven brand & reputation intelligence',
    title: 'Know where your reputation stands,',
    accent: 'and what to do next.',
    lead: 'Repute brings survey, media and social data together so communications and brand teams see their reputation score, the drivers behind it and the actions that will move it.',
  },
  generic: {
    eyebrow: 'Brand and reputation management platform',
    title: 'Measure reputation.',
    accent: 'Manage it with evidence.',
    lead: 'One platform for communications and brand teams: reputation scores, drivers, themes and coverage in a single view, with an AI assistant that answers from your own data.',
  },
} as const;

function BrandMark() {
  return (
    <Group
      gap={10}
      wrap="nowrap"
      renderRoot={(props) => <Link to="/" {...props} />}
      className={classes.brand}
    >
      <Box className={classes.logo} aria-hidden>
        R
      </Box>
      <Text fw={700} size="xl">
        Repute
      </Text>
    </Group>
  );
}

/** The landing page: banner, navigation, hero, features, steps, stats, call to action, footer. */
export function LandingView({ variant }: { variant: 'branded' | 'generic' }) {
  const [demoOpened, demo] = useDisclosure(false);
  const [accessOpened, access] = useDisclosure(false);
  const { isAuthenticated } = useAuth();
  const { loginMode } = usePublicConfig();
  const copy = COPY[variant];

  const logIn = isAuthenticated ? (
    <Button component={Link} to="/platform" variant="subtle">
      Open Platform
    </Button>
  ) : loginMode === 'demo' ? (
    <Button variant="subtle" onClick={access.open}>
      Log In
    </Button>
  ) : (
    <Button component={Link} to="/login" variant="subtle">
      Log In
    </Button>
  );

  return (
    <Box>
      <Box className={classes.banner} py={8} px="md">
        <Group justify="center" gap="sm" wrap="wrap">
          <IconSparkles size={16} aria-hidden />
          <Text size="sm" fw={600}>
            Version One Available Now
          </Text>
          <Button size="compact-sm" variant="white" color="dark" onClick={demo.open}>
            Book Your Demo
          </Button>
        </Group>
      </Box>

      <Box component="header" className={classes.nav}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <BrandMark />
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Sections">
              <Anchor href="#features" c="dimmed" size="sm" fw={500}>
                Features
              </Anchor>
              <Anchor href="#how-it-works" c="dimmed" size="sm" fw={500}>
                How it works
              </Anchor>
              <Anchor component={Link} to="/public/product-overview" c="dimmed" size="sm" fw={500}>
                Overview
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {logIn}
              <Button onClick={demo.open} visibleFrom="xs">
                Book a Demo
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>

      <Box component="main">
        <Box className={classes.hero}>
          <Container size="lg" className={classes.section}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
              <Stack gap="lg">
                <Badge
                  variant="light"
                  size="lg"
                  radius="sm"
                  maw="100%"
                  h="auto"
                  py={4}
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {copy.eyebrow}
                </Badge>
                <Title order={1} className={classes.heroTitle}>
                  {copy.title} <span className={classes.accent}>{copy.accent}</span>
                </Title>
                <Text size="lg" c="dimmed" maw={560}>
                  {copy.lead}
                </Text>
                <Group gap="sm">
                  <Button
                    size="lg"
                    onClick={demo.open}
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                  >
                    Book a Demo
                  </Button>
                  <Button size="lg" variant="default" component="a" href="#features">
                    Explore features
                  </Button>
                </Group>
              </Stack>
              <Group justify="center">
                <SampleScoreCard />
              </Group>
            </SimpleGrid>
          </Container>
        </Box>

        <Container size="lg" className={classes.section} id="features">
          <Stack gap="xl">
            <Stack gap="xs" align="center" ta="center">
              <Title order={2}>Everything your reputation team needs</Title>
              <Text c="dimmed" maw={640}>
                AI-powered insights, real-time monitoring and advanced analytics in one place,
                scoped to each organisation you manage.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <Card key={title} withBorder radius="lg" padding="xl" className={classes.card}>
                  <Stack gap="sm">
                    <ThemeIcon size={48} radius="md" variant="light">
                      <Icon size={26} aria-hidden />
                    </ThemeIcon>
                    <Title order={3} size="h4">
                      {title}
                    </Title>
                    <Text c="dimmed" size="sm">
                      {text}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </Container>

        <Box className={classes.altSection} id="how-it-works">
          <Container size="lg" className={classes.section}>
            <Stack gap="xl">
              <Stack gap="xs" align="center" ta="center">
                <Title order={2}>From Data to Strategic Action</Title>
                <Text c="dimmed" maw={640}>
                  Three steps from raw responses and coverage to decisions you can defend.
                </Text>
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                {STEPS.map(({ icon: Icon, title, text }, index) => (
                  <Card key={title} withBorder radius="lg" padding="xl" className={classes.card}>
                    <Stack gap="sm">
                      <Group justify="space-between">
                        <ThemeIcon size={44} radius="xl" variant="filled">
                          <Icon size={22} aria-hidden />
                        </ThemeIcon>
                        <Text className={classes.stepNumber} c="var(--repute-section-heading)">
                          STEP {index + 1}
                        </Text>
                      </Group>
                      <Title order={3} size="h4">
                        {title}
                      </Title>
                      <Text c="dimmed" size="sm">
                        {text}
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          </Container>
        </Box>

        <Box className={classes.stats}>
          <Container size="lg" py={{ base: 40, sm: 64 }}>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl" component="dl" m={0}>
              {STATS.map((stat) => (
                <Stack key={stat.label} gap={4} align="center" ta="center">
                  <Text component="dt" size="sm" fw={500} style={{ order: 2 }}>
                    {stat.label}
                  </Text>
                  <Text component="dd" m={0} className={classes.statValue}>
                    {stat.value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </Box>

        <Container size="lg" className={classes.section}>
          <Stack
            align="center"
            ta="center"
            gap="md"
            p={{ base: 'lg', sm: 48 }}
            className={classes.cta}
          >
            <Title order={2}>Ready to see your reputation clearly?</Title>
            <Text c="dimmed" maw={560}>
              Book a personalised demo with your own questions. We&apos;ll show you the score, the
              drivers and the actions for an organisation like yours.
            </Text>
            <Button
              size="lg"
              onClick={demo.open}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Book Your Demo
            </Button>
          </Stack>
        </Container>
      </Box>

      <Box component="footer" className={classes.footer}>
        <Container size="lg" py="xl">
          <Group justify="space-between" gap="md">
            <Stack gap={4}>
              <BrandMark />
              <Text size="sm" c="dimmed">
                © {new Date().getFullYear()} Repute. Brand and reputation intelligence.
              </Text>
            </Stack>
            <Group gap="sm">
              <ActionIcon
                component="a"
                href="https://www.linkedin.com/"
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                size="lg"
                aria-label="Repute on LinkedIn"
              >
                <IconBrandLinkedin size={18} aria-hidden />
              </ActionIcon>
              <Button variant="default" onClick={demo.open}>
                Contact
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>

      <DemoRequestDialog opened={demoOpened} onClose={demo.close} />
      <PlatformAccessDialog opened={accessOpened} onClose={access.close} />
    </Box>
  );
}
