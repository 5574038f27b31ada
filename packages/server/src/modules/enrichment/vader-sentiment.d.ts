// The package ships no types; these are the parts we use.
declare module 'vader-sentiment' {
  export interface Polarity {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }
  export interface SentiTextLike {
    text: string;
    words_and_emoticons: string[];
    is_cap_diff: boolean;
  }
  export const SentimentIntensityAnalyzer: {
    polarity_scores(text: string): Polarity;
    sentiment_valence(
      valence: number,
      sentitext: SentiTextLike,
      item: string,
      index: number,
      sentiments: number[],
    ): number[];
    but_check(words: string[], sentiments: number[]): number[];
    score_valence(sentiments: number[], text: string): Polarity;
  };
}
