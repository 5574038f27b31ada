// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- other tsconfigs (bench) compile this file without the server folder
/// <reference path="./wink-lemmatizer.d.ts" />
/** Tokenising and lemmatising comments and mentions for theme extraction. */
import lemmatizer from 'wink-lemmatizer';

// A compact English stop list (function words, auxiliaries, vague fillers common in comments).
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before
  being below between both but by can could did do does doing down during each either else ever
  every few for from further get got had has have having he her here hers herself him himself his
  how i if in into is it its itself just let me more most much my myself no nor not now of off on
  once only or other our ours ourselves out over own per quite rather really same she should so
  some such than that the their theirs them themselves then there these they this those through
  thus to too under until up upon us very via was we were what when where which while who whom
  why will with within without would yet you your yours yourself yourselves one two lot lots
  thing things way something anything nothing everything today say said says like make made
  go going gone come came see seen new news latest still even back well may might must shall
  many another since around across time year years day days week weeks month months always never
  often sometimes nothing none s t don didn doesn isn wasn aren weren won wouldn couldn shouldn
  ve ll re d m o y amp http https www com anyone someone everyone anybody somebody`.split(/\s+/),
);

// Evaluative and generic words: they carry sentiment (measured separately), not a topic.
const GENERIC_WORDS = new Set(
  `good great best better bad worse worst nice love loved like liked hate awesome amazing
  excellent terrible awful poor fine happy unhappy impressed impressive disappointing
  disappointed recommend use used using lately really update updated want need know think
  feel felt look looking keep try tried give take put get getting special sure ok okay
  thanks thank please yes lol omg via new old big small little`.split(/\s+/),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Dictionary lemma (WordNet exceptions via wink-lemmatizer): noun first, then verb, then adjective. */
export function lemma(word: string): string {
  const noun = lemmatizer.noun(word);
  if (noun !== word) return noun;
  const verb = lemmatizer.verb(word);
  if (verb !== word) return verb;
  return lemmatizer.adjective(word);
}

const lemmaCache = new Map<string, string>();
function cachedLemma(word: string): string {
  let value = lemmaCache.get(word);
  if (value === undefined) {
    value = lemma(word);
    if (lemmaCache.size < 200_000) lemmaCache.set(word, value);
  }
  return value;
}

/**
 * Content words of a text in order as lemma and surface form, with null where a stop word or
 * non-word broke the run (so bigrams are only formed from words that were adjacent).
 */
function contentWords(
  text: string,
  exclude: ReadonlySet<string>,
): ({ lemma: string; surface: string } | null)[] {
  const out: ({ lemma: string; surface: string } | null)[] = [];
  for (const raw of text
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}'’-]+/u)) {
    const word = raw.replace(/['’]s$/u, '').replace(/^[-'’]+|[-'’]+$/gu, '');
    if (word.length < 3 || STOP_WORDS.has(word) || GENERIC_WORDS.has(word) || exclude.has(word)) {
      if (out[out.length - 1] !== null) out.push(null);
      continue;
    }
    const l = cachedLemma(word);
    out.push(
      STOP_WORDS.has(l) || GENERIC_WORDS.has(l) || exclude.has(l)
        ? null
        : { lemma: l, surface: word },
    );
  }
  return out;
}

export function contentLemmas(
  text: string,
  exclude: ReadonlySet<string> = new Set(),
): (string | null)[] {
  return contentWords(text, exclude).map((w) => w?.lemma ?? null);
}

/** The words as written behind one term in a text ("parking" for the lemma "park"), if present. */
export function surfaceOf(
  text: string,
  term: string,
  exclude: ReadonlySet<string> = new Set(),
): string | null {
  const words = contentWords(text, exclude);
  const parts = term.split(' ');
  for (let i = 0; i < words.length; i++) {
    const match = parts.every((p, k) => words[i + k]?.lemma === p);
    if (match) return parts.map((_, k) => words[i + k]?.surface ?? '').join(' ');
  }
  return null;
}

/** The set of candidate terms of a text: content lemmas and adjacent-lemma bigrams. */
export function candidateTerms(
  text: string,
  exclude: ReadonlySet<string> = new Set(),
): Set<string> {
  const lemmas = contentLemmas(text, exclude);
  const terms = new Set<string>();
  lemmas.forEach((l, i) => {
    if (!l) return;
    terms.add(l);
    const next = lemmas[i + 1];
    if (next && next !== l) terms.add(`${l} ${next}`);
  });
  return terms;
}
