// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see vader-fast.ts
/// <reference path="./vader-sentiment.d.ts" />
import vader from 'vader-sentiment';
import { describe, expect, it } from 'vitest';
import { polarityScores } from './vader-fast';

const library = (text: string) => vader.SentimentIntensityAnalyzer.polarity_scores(text);

describe('VADER with the per-token word split', () => {
  it('scores hand-picked punctuation, capitals, boosters and idioms as the library does', () => {
    for (const text of [
      'VADER is smart, handsome, and funny!',
      'VADER is VERY SMART, handsome, and FUNNY!!!',
      'Not bad at all... :) but "meh" (really)?!?',
      "Don't you DARE! It's GREAT!!! wow?? ok. -- fine; yes: no' \"quoted\"",
      '!!good good!! ?!?bad bad?!? ..nice nice.. a! !a a. x',
      'The book was kind of good. It was sort-of okay, kinda meh, extremely bad.',
      'At least it is not the worst, yeah right, the bomb, kiss of death',
      'http://example.com/a?b=c e-mail user@example.com #love @name 100% $5',
      '',
      '   spaced   out\ttext\nnew line  ',
      ':-) :( <3 ;) :D',
      'emoji 😀 and accents café, naïve!',
    ])
      expect(polarityScores(text), text).toEqual(library(text));
  });

  it('scores 20,000 random texts as the library does', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pieces = [
      'good',
      'BAD',
      'a',
      'not',
      "can't",
      'x',
      'GREAT',
      'kind',
      'of',
      'wow',
      ':)',
      'very',
      'but',
      'never',
      'so',
      'least',
      'at',
      'love',
      'hate',
      'okay',
      'sort',
      'the',
      'shit',
    ];
    const marks = [
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
      '???',
      '?!?',
      '(',
      ')',
      '...',
      '#',
      '@',
    ];
    for (let i = 0; i < 20_000; i++) {
      const words = Array.from({ length: 1 + rnd(14) }, () => {
        const before = rnd(5) === 0 ? marks[rnd(marks.length)]! : '';
        const after = rnd(3) === 0 ? marks[rnd(marks.length)]! : '';
        return `${before}${pieces[rnd(pieces.length)]}${after}`;
      });
      const text = words.join(rnd(5) === 0 ? '  ' : ' ');
      expect(polarityScores(text), text).toEqual(library(text));
    }
  });
});
