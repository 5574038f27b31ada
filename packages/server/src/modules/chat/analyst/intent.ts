/**
 * Works out what a question asks: a topic, an optional measure (a Pulse item or dimension),
 * an optional segment axis, and a period. Keyword rules with a small synonym table; follow-ups
 * ('and last quarter?', 'what about trust?') inherit what the earlier turns established.
 */
import { parsePeriod, type Period } from './period';

export const TOPICS = [
  'score',
  'trend',
  'dimensions',
  'drivers',
  'themes',
  'media',
  'social',
  'competitors',
  'segments',
  'stakeholders',
  'recommendations',
  'nps',
  'funnel',
  'imagery',
  'events',
  'datasets',
  'help',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Pulse items and the seven dimensions, as the survey columns name them. */
export const MEASURES = [
  'trust',
  'esteem',
  'admiration',
  'good_feeling',
  'products_services',
  'innovation',
  'workplace',
  'governance',
  'citizenship',
  'leadership',
  'performance',
] as const;
export type Measure = (typeof MEASURES)[number];

export type SegmentAxis = 'age' | 'gender' | 'region';

const MEASURE_SYNONYMS: [Measure, RegExp][] = [
  ['trust', /\btrust(ed|worthy|worthiness)?\b/],
  ['esteem', /\besteem\b|\brespect(ed)?\b/],
  ['admiration', /\badmir(e|ation|ed)\b/],
  ['good_feeling', /\bgood feeling\b|\bfeel(ing)? good\b|\bfeelings?\b|\bliking\b/],
  [
    'products_services',
    /\bproducts?\b|\bservices?\b|\bquality\b|\bvalue for money\b|\bmenu\b|\bfood\b/,
  ],
  ['innovation', /\binnovat(ion|ive|e)\b|\bnew ideas\b/],
  [
    'workplace',
    /\bworkplace\b|\bemployer\b|\bplace to work\b|\bwork(ing)? (environment|conditions)\b|\bstaff\b/,
  ],
  [
    'governance',
    /\bgovernance\b|\bethic(s|al)\b|\btranspar(ent|ency)\b|\bopen(ness)? and honest\b|\bintegrity\b/,
  ],
  [
    'citizenship',
    /\bcitizenship\b|\bcommunit(y|ies)\b|\bsocial responsibility\b|\bcsr\b|\benvironment(al)?\b|\bsustainab(le|ility)\b|\bcharit(y|ies)\b/,
  ],
  ['leadership', /\bleadership\b|\bleaders?\b|\bceo\b|\bmanagement\b|\bexecutives?\b/],
  [
    'performance',
    /\bperformance\b|\bfinancial(ly)?\b|\bprofit(s|able|ability)?\b|\bgrowth prospects\b/,
  ],
];

const TOPIC_RULES: [Topic, RegExp][] = [
  [
    'recommendations',
    /\bwhat should (we|i)\b|\brecommend(ation)?s?\b|\badvi[cs]e\b|\bnext steps?\b|\bimprove\b|\bpriorit(y|ies|ise|ize)\b|\baction(s|able)?\b|\bfocus on\b|\bwhat (can|could) we do\b/,
  ],
  [
    'drivers',
    /\bdrivers?\b|\bdriv(e|es|ing)\b|\bkey factors?\b|\bwhat matters\b|\bimportance\b|\bimpact on (the )?(score|reputation)\b|\bwhat influences\b/,
  ],
  [
    'themes',
    /\bthemes?\b|\btopics?\b|\bnarratives?\b|\bissues?\b|\bcomplain(ts?|ing)\b|\bsaying about\b|\btalking about\b|\bconversations?\b|\bkeywords?\b/,
  ],
  [
    'social',
    /\bsocial( media)?\b|\btwitter\b|\b(x|tiktok|instagram|facebook|linkedin)\b|\bengagement\b|\bplatforms?\b|\bposts?\b/,
  ],
  [
    'media',
    /\bmedia\b|\bnews\b|\bpress\b|\bcoverage\b|\bmentions?\b|\bshare of voice\b|\bsov\b|\boutlets?\b|\bsentiment\b|\barticles?\b|\bjournalists?\b/,
  ],
  [
    'funnel',
    /\bfunnel\b|\bawareness\b|\baware of\b|\bfamiliar(ity)?\b|\bconsideration\b|\bwould consider\b|\bpreference\b|\bprefer(red)?\b|\bconversion\b/,
  ],
  ['imagery', /\bimagery\b|\bbrand image\b|\bassociat(e|ed|ion|ions)\b|\bpersonality\b/],
  [
    'competitors',
    /\bcompetitors?\b|\bcompetition\b|\brivals?\b|\bbenchmark(s|ing)?\b|\bcompare[ds]?\b|\bcomparison\b|\bversus\b|\bvs\.?\b|\bpeers?\b|\bagainst (others|the market)\b|\branking\b|\bahead of\b|\bbehind\b/,
  ],
  [
    'events',
    /\bwhy did\b|\bwhat happened\b|\bevents?\b|\bincidents?\b|\bspikes?\b|\bcris[ie]s\b|\bcampaigns?\b|\bscandal\b|\bwhat caused\b/,
  ],
  [
    'stakeholders',
    /\bstakeholders?\b|\binvestors?\b|\bregulators?\b|\bsuppliers?\b|\bgeneral public\b|\bemployees\b/,
  ],
  [
    'segments',
    /\bsegments?\b|\bdemographics?\b|\bage( groups?| bands?)?\b|\bgender\b|\bwomen\b|\bmen\b|\bregions?\b|\bstates?\b|\bgeograph(y|ic)\b|\byounger\b|\bolder\b/,
  ],
  [
    'nps',
    /\bnps\b|\bnet promoter\b|\bpromoters?\b|\bdetractors?\b|\blikel(y|ihood) to recommend\b/,
  ],
  [
    'trend',
    /\btrend(s|ing|ed)?\b|\bover time\b|\bchang(e|ed|es)\b|\bmov(e|ed|ing|ement)\b|\bimprov(ed|ing)\b|\bdeclin(e|ed|ing)\b|\bdrop(ped)?\b|\brise|rising|rose\b|\bfell\b|\bfall(en|ing)?\b|\bhistory\b|\bmonth by month\b|\bmonthly\b|\bgoing (up|down)\b/,
  ],
  [
    'dimensions',
    /\bdimensions?\b|\bpillars?\b|\bbreakdown\b|\bstrengths?\b|\bweakness(es)?\b|\bstrongest\b|\bweakest\b|\bbest\b|\bworst\b/,
  ],
  [
    'score',
    /\bscore\b|\breputation\b|\bpulse\b|\brating\b|\bhow (are|is) (we|our|it|the brand)\b|\bhow (are|am) we doing\b|\boverall\b|\bperform(ing)?\b/,
  ],
  [
    'datasets',
    /\bdatasets?\b|\bwhat data\b|\bwhich data\b|\bdata (do you have|sources?)\b|\bwhat can you\b/,
  ],
  ['help', /^\s*(hi|hello|hey|help|thanks|thank you)\b|\bwho are you\b|\bwhat can you do\b/],
];

const SEGMENT_RULES: [SegmentAxis, RegExp][] = [
  ['age', /\bage( groups?| bands?)?\b|\byounger\b|\bolder\b|\bgen ?z\b|\bmillennials?\b/],
  ['gender', /\bgender\b|\bwomen\b|\bmen\b|\bfemale\b|\bmale\b/],
  ['region', /\bregions?\b|\bstates?\b|\bgeograph(y|ic)\b|\bwhere\b/],
];

export interface Intent {
  topic: Topic | null;
  measure: Measure | null;
  segment: SegmentAxis | null;
  period: Period | null;
  /** A competitor (or other brand) named in the question. */
  brand: string | null;
}

export interface ConversationState {
  topic: Topic | null;
  measure: Measure | null;
  segment: SegmentAxis | null;
  period: Period | null;
}

export function detectMeasure(text: string): Measure | null {
  const q = text.toLowerCase();
  for (const [measure, re] of MEASURE_SYNONYMS) if (re.test(q)) return measure;
  return null;
}

export function detectTopic(text: string): Topic | null {
  const q = text.toLowerCase();
  for (const [topic, re] of TOPIC_RULES) if (re.test(q)) return topic;
  return null;
}

export function detectIntent(text: string, latest: string, brands: readonly string[] = []): Intent {
  const q = text.toLowerCase();
  const segment = SEGMENT_RULES.find(([, re]) => re.test(q))?.[0] ?? null;
  const brand = brands.find((b) => q.includes(b.toLowerCase())) ?? null;
  let topic = detectTopic(q);
  // 'How do regions compare?' compares segments, not competitors.
  if (
    topic === 'competitors' &&
    segment &&
    !brand &&
    !/\b(competit|rival|benchmark|peer)/.test(q)
  ) {
    topic = 'segments';
  }
  return { topic, measure: detectMeasure(q), segment, period: parsePeriod(q, latest), brand };
}

/** Folds earlier user turns into the state a follow-up inherits. */
export function conversationState(
  earlierUserTurns: readonly string[],
  latest: string,
): ConversationState {
  const state: ConversationState = { topic: null, measure: null, segment: null, period: null };
  for (const turn of earlierUserTurns) {
    const intent = detectIntent(turn, latest);
    if (intent.topic && intent.topic !== 'help' && intent.topic !== 'datasets') {
      state.topic = intent.topic;
      // A new topic without its own measure drops the old one ('what about themes?').
      state.measure = intent.measure;
      state.segment = intent.segment;
    } else if (intent.measure) {
      state.measure = intent.measure;
    }
    if (intent.segment) state.segment = intent.segment;
    if (intent.period) state.period = intent.period;
  }
  return state;
}

/** Merges a follow-up with the conversation so far: what it does not say, it inherits. */
export function resolveIntent(current: Intent, state: ConversationState, followUp = true): Intent {
  let topic = current.topic;
  // A message naming nothing we know and not phrased as a follow-up is not guessed at.
  if (
    !topic &&
    !current.measure &&
    !current.segment &&
    !current.period &&
    !current.brand &&
    !followUp
  ) {
    return { ...current, topic: null };
  }
  if (!topic) {
    if (current.measure) {
      // 'what about trust?' after a trend question stays a trend question; otherwise a score.
      topic =
        state.topic === 'trend' || state.topic === 'segments' || state.topic === 'competitors'
          ? state.topic
          : 'score';
    } else if (current.segment) {
      topic = 'segments';
    } else {
      topic = state.topic;
    }
  }
  const sameTopic = topic === state.topic;
  return {
    topic,
    measure: current.measure ?? (sameTopic || !current.topic ? state.measure : null),
    segment: current.segment ?? (sameTopic ? state.segment : null),
    // A new question on a new topic starts from the default period; follow-ups keep the last one.
    period: current.period ?? (current.topic && !followUp && !sameTopic ? null : state.period),
    brand: current.brand,
  };
}

/** 'and last quarter?', 'what about trust?', 'how about by region': phrased as a follow-up. */
export function isFollowUp(text: string): boolean {
  return (
    /^\s*(and|also|what about|how about|same for|then|ok(ay)?,? and|but)\b/i.test(text) ||
    /\b(it|that|those|this)\b/i.test(text)
  );
}
