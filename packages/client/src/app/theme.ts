import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * A deeper green than Mantine's default, so white text on filled green and green text on
 * light-green backgrounds meet WCAG AA contrast (axe runs in the browser tests).
 */
const green: MantineColorsTuple = [
  '#e8f7ec',
  '#cfeed8',
  '#a3ddb3',
  '#74cb8c',
  '#4cba6b',
  '#34a955',
  '#2a9148',
  '#237a3c',
  '#1c6331',
  '#144a24',
];

export const theme = createTheme({
  colors: { green },
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Mantine's default dimmed grey and error red are below 4.5:1 on white; these pass in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-green-light-color': green[8],
    '--mantine-color-error': '#c92a2a',
    '--repute-section-heading': green[8],
  },
  dark: {
    '--mantine-color-dimmed': '#a0a0a0',
    '--mantine-color-green-light-color': green[3],
    '--mantine-color-error': '#ff8787',
    '--repute-section-heading': green[3],
  },
});
