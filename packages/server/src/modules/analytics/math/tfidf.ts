/**
 * TF-IDF as scikit-learn's TfidfTransformer with its defaults: raw counts, smooth idf
 * idf = ln((1 + n) / (1 + df)) + 1, then each document vector scaled to unit L2 norm.
 * And BERTopic's class-based c-TF-IDF: W = tf_{t,c} x ln(1 + A / f_t), A = mean words per class.
 */

export function smoothIdf(documentFrequency: number, documents: number): number {
  return Math.log((1 + documents) / (1 + documentFrequency)) + 1;
}

/** counts[d][t] -> tf-idf matrix, L2-normalised per document. */
export function tfidf(counts: readonly (readonly number[])[], smooth = true): number[][] {
  const n = counts.length;
  const terms = counts[0]?.length ?? 0;
  const df = Array.from(
    { length: terms },
    (_, t) => counts.filter((row) => (row[t] ?? 0) > 0).length,
  );
  const idf = df.map((f) => (smooth ? smoothIdf(f, n) : Math.log(n / f) + 1));
  return counts.map((row) => {
    const raw = row.map((c, t) => c * (idf[t] ?? 0));
    const norm = Math.sqrt(raw.reduce((s, v) => s + v * v, 0));
    return raw.map((v) => (norm > 0 ? v / norm : 0));
  });
}

/**
 * c-TF-IDF of classes (rows: term counts summed over each class's documents). The class term
 * frequency is L1-normalised as in BERTopic, and idf = ln(1 + A / f_t) with A the average
 * number of words per class and f_t the term's frequency over all classes.
 */
export function classTfidf(classCounts: readonly (readonly number[])[]): number[][] {
  const terms = classCounts[0]?.length ?? 0;
  const totalWords = classCounts.reduce((s, row) => s + row.reduce((a, b) => a + b, 0), 0);
  const average = totalWords / Math.max(1, classCounts.length);
  const frequency = Array.from({ length: terms }, (_, t) =>
    classCounts.reduce((s, row) => s + (row[t] ?? 0), 0),
  );
  const idf = frequency.map((f) => (f > 0 ? Math.log(1 + average / f) : 0));
  return classCounts.map((row) => {
    const size = row.reduce((a, b) => a + b, 0);
    return row.map((c, t) => (size > 0 ? (c / size) * (idf[t] ?? 0) : 0));
  });
}
