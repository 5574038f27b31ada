// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the client and bench tsconfigs compile this file without the server folder
/// <reference path="./vader-sentiment.d.ts" />
/**
 * vader-sentiment's polarity_scores with a faster word split. The library finds "word plus
 * punctuation" tokens by building, for every text, a dictionary of every punctuation mark glued
 * to every word (2 x 17 x words strings): over half of an import's time. Here the same mapping
 * is computed per token (a token becomes its bare word when it is one of VADER's marks plus a
 * punctuation-free word longer than one character, before or after it), and the library's own
 * valence, "but" and scoring steps do the rest. vader-fast.test.ts checks the scores against
 * the library's polarity_scores.
 */
import vader, { type Polarity } from 'vader-sentiment';

const analyzer = vader.SentimentIntensityAnalyzer;

/** VADER's PUNC_LIST. */
const MARKS = new Set([
  '.',
  '!',
  '?',
  ',',
  ';',
  ':',
  '-',
  "'",
  '"',
  '!!',
  '!!!',
  '??',
  '???',
  '?!?',
  '!?!',
  '?!?!',
  '!?!?',
]);
/** Python's string.punctuation: what VADER's REGEX_REMOVE_PUNCTUATION strips. */
const PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
/** VADER's BOOSTER_DICT keys: intensifiers score 0 themselves and scale their neighbours. */
const BOOSTERS = new Set([
  'absolutely',
  'amazingly',
  'awfully',
  'completely',
  'considerably',
  'decidedly',
  'deeply',
  'effing',
  'enormously',
  'entirely',
  'especially',
  'exceptionally',
  'extremely',
  'fabulously',
  'flipping',
  'flippin',
  'fricking',
  'frickin',
  'frigging',
  'friggin',
  'fully',
  'fucking',
  'greatly',
  'hella',
  'highly',
  'hugely',
  'incredibly',
  'intensely',
  'majorly',
  'more',
  'most',
  'particularly',
  'purely',
  'quite',
  'really',
  'remarkably',
  'so',
  'substantially',
  'thoroughly',
  'totally',
  'tremendously',
  'uber',
  'unbelievably',
  'unusually',
  'utterly',
  'very',
  'almost',
  'barely',
  'hardly',
  'just enough',
  'kind of',
  'kinda',
  'kindof',
  'kind-of',
  'less',
  'little',
  'marginally',
  'occasionally',
  'partly',
  'scarcely',
  'slightly',
  'somewhat',
  'sort of',
  'sorta',
  'sortof',
  'sort-of',
]);

function isBareWord(word: string): boolean {
  if (word.length <= 1) return false;
  for (const ch of word) if (PUNCTUATION.has(ch)) return false;
  return true;
}

function bareWord(token: string): string {
  let start = 0;
  while (start < token.length && PUNCTUATION.has(token[start]!)) start++;
  if (start > 0 && MARKS.has(token.slice(0, start)) && isBareWord(token.slice(start)))
    return token.slice(start);
  let end = token.length;
  while (end > 0 && PUNCTUATION.has(token[end - 1]!)) end--;
  if (end < token.length && MARKS.has(token.slice(end)) && isBareWord(token.slice(0, end)))
    return token.slice(0, end);
  return token;
}

export function wordsAndEmoticons(text: string): string[] {
  return text
    .split(/\s/)
    .filter((token) => token.length > 1)
    .map(bareWord);
}

function isUpperPython(word: string): boolean {
  return word.length > 0 && /^[^a-z]*[A-Z]+[^a-z]*$/.test(word);
}

/** True when some, but not all, words are in capitals (VADER's allcap_differential). */
function allcapDifferential(words: string[]): boolean {
  const upper = words.filter(isUpperPython).length;
  const rest = words.length - upper;
  return rest > 0 && rest < words.length;
}

export function polarityScores(text: string): Polarity {
  const words = wordsAndEmoticons(text);
  const sentitext = { text, words_and_emoticons: words, is_cap_diff: allcapDifferential(words) };
  let sentiments: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const lower = words[i]!.toLowerCase();
    const kindOf = i < words.length - 1 && lower === 'kind' && words[i + 1]!.toLowerCase() === 'of';
    if (kindOf || BOOSTERS.has(lower)) sentiments.push(0);
    else sentiments = analyzer.sentiment_valence(0, sentitext, words[i]!, i, sentiments);
  }
  sentiments = analyzer.but_check(words, sentiments);
  return analyzer.score_valence(sentiments, text);
}
