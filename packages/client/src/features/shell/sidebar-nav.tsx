import { Box, NavLink, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCurrentCustomer, useCustomerFeatures } from '../../lib/current-customer';
import { NAV_SECTIONS, isActive, visibleSections, withCustomer } from './nav-config';
import classes from './shell.module.css';

/**
 * SPEC section 2: the customer-scoped navigation. Nothing shows while the customer's features
 * load; items needing a feature the customer lacks are hidden, and so are empty sections.
 */
export function SidebarNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { customer, isLoading } = useCurrentCustomer();
  const features = useCustomerFeatures(customer?.id);
  const location = useLocation();

  if (isLoading || (customer && features.isLoading)) {
    return (
      <Stack gap="xs" p="sm" aria-hidden data-testid="nav-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={28} radius="sm" />
        ))}
      </Stack>
    );
  }
  const sections = visibleSections(NAV_SECTIONS, features.data?.enabledFeatures ?? []);

  return (
    <Stack
      gap={collapsed ? 4 : 'md'}
      component="ul"
      className={classes.navList}
      p={collapsed ? 6 : 'sm'}
    >
      {sections.map((section, index) => (
        <Box component="li" key={section.label ?? `section-${index}`}>
          {section.label && !collapsed ? (
            <Text
              className={classes.sectionLabel}
              c="var(--repute-section-heading)"
              component="h2"
              id={`nav-${section.label}`}
            >
              {section.label}
            </Text>
          ) : null}
          {collapsed && index > 0 ? <Box className={classes.iconDivider} aria-hidden /> : null}
          <Box
            component="ul"
            className={classes.navList}
            aria-labelledby={section.label && !collapsed ? `nav-${section.label}` : undefined}
          >
            {section.items.map((item) => {
              const active = isActive(item.to, location.pathname, location.search);
              const to = withCustomer(item.to, customer?.code);
              const Icon = item.icon;
              return (
                <li key={item.label}>
                  {collapsed ? (
                    <Tooltip label={item.label} position="right" openDelay={0} withArrow>
                      <UnstyledButton
                        component={Link}
                        to={to}
                        onClick={onNavigate}
                        className={classes.iconLink}
                        data-active={active || undefined}
                        aria-current={active ? 'page' : undefined}
                        aria-label={item.label}
                      >
                        <Icon size={20} stroke={1.6} aria-hidden />
                      </UnstyledButton>
                    </Tooltip>
                  ) : (
                    <NavLink
                      component={Link}
                      to={to}
                      onClick={onNavigate}
                      label={item.label}
                      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      className={classes.navLink}
                      variant="light"
                    />
                  )}
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
