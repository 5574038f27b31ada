import {
  IconBrain,
  IconChartHistogram,
  IconDatabaseImport,
  IconRadar2,
  IconTargetArrow,
  IconTimeline,
  type Icon,
} from '@tabler/icons-react';

/** SPEC section 1: the static sample reputation score card of the landing page. */
export const SAMPLE_SCORES = {
  overall: 78,
  dimensions: [
    { label: 'Trust', value: 82 },
    { label: 'Innovation', value: 75 },
    { label: 'Growth', value: 86 },
  ],
} as const;

/** SPEC section 1: the landing page's claims, word for word in figures. */
export const STATS = [
  { value: '20+', label: 'Years of experience' },
  { value: '1000+', label: 'Data sources' },
  { value: '< 60 sec', label: 'Analysis in under 60 seconds' },
  { value: '< 15 min', label: 'Insights in under 15 minutes' },
] as const;

export interface Feature {
  icon: Icon;
  title: string;
  text: string;
}

export const FEATURES: Feature[] = [
  {
    icon: IconBrain,
    title: 'AI-Powered Insights',
    text: 'An assistant that answers from your own reputation data: scores, drivers, themes and recommendations, with the figures behind every answer.',
  },
  {
    icon: IconRadar2,
    title: 'Real-Time Monitoring',
    text: 'Follow media and social coverage as it happens, with sentiment, spikes and alerts for the stories that move your reputation.',
  },
  {
    icon: IconChartHistogram,
    title: 'Advanced Analytics',
    text: 'Driver analysis, theme detection, brand funnels and competitor benchmarks, from survey responses and coverage alike.',
  },
];

export const STEPS: Feature[] = [
  {
    icon: IconDatabaseImport,
    title: 'Connect your data',
    text: 'Upload survey exports and spreadsheets or connect your media and social sources.',
  },
  {
    icon: IconTimeline,
    title: 'Understand what moves perception',
    text: 'See your score, its dimensions and the drivers and themes behind every change over time.',
  },
  {
    icon: IconTargetArrow,
    title: 'Act with confidence',
    text: 'Turn findings into communications strategy, stakeholder plans and reports your board can read.',
  },
];
