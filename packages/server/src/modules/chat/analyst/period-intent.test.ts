import { describe, expect, it } from 'vitest';
import { conversationState, detectIntent, isFollowUp, resolveIntent } from './intent';
import { describeRange, parsePeriod, previousPeriod } from './period';

const LATEST = '2026-10-28';

describe('parsePeriod', () => {
  it.each([
    ['last quarter', '2026-07-01', '2026-09-30'],
    ['this quarter', '2026-10-01', '2026-10-31'],
    ['last month', '2026-10-01', '2026-10-31'],
    ['this year', '2026-01-01', '2026-10-31'],
    ['last year', '2025-01-01', '2025-12-31'],
    ['since March', '2026-03-01', '2026-10-31'],
    ['since November', '2025-11-01', '2026-10-31'],
    ['in June', '2026-06-01', '2026-06-30'],
    ['in December', '2025-12-01', '2025-12-31'],
    ['June 2025', '2025-06-01', '2025-06-30'],
    ['from March to May', '2026-03-01', '2026-05-31'],
    ['Q2 2025', '2025-04-01', '2025-06-30'],
    ['the last 6 months', '2026-05-01', '2026-10-31'],
    ['past three months', '2026-08-01', '2026-10-31'],
    ['in 2025', '2025-01-01', '2025-12-31'],
  ])('%s', (text, from, to) => {
    expect(parsePeriod(`What was it ${text}?`, LATEST)).toMatchObject({ from, to });
  });

  it('finds no period where none is named, and steps back a period of equal length', () => {
    expect(parsePeriod('What is our score?', LATEST)).toBeNull();
    expect(previousPeriod({ from: '2026-07-01', to: '2026-09-30', label: '' })).toMatchObject({
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(describeRange('2025-11', '2026-02')).toBe('Nov 2025–Feb 2026');
  });
});

describe('intent', () => {
  it.each([
    ['What is our reputation score?', 'score', null],
    ['How much do people trust us?', null, 'trust'],
    ['What drives our reputation?', 'drivers', null],
    ['What should we do about governance?', 'recommendations', 'governance'],
    ['What is our share of voice?', 'media', null],
    ['How do we compare with competitors?', 'competitors', null],
    ['How do regions compare?', 'segments', null],
    ['How has innovation trended?', 'trend', 'innovation'],
    ['What are customers complaining about?', 'themes', null],
    ['What is our NPS?', 'nps', null],
  ])('%s', (text, topic, measure) => {
    const intent = detectIntent(text, LATEST);
    expect(intent.topic).toBe(topic);
    expect(intent.measure).toBe(measure);
  });

  it('carries topic, measure and period into follow-ups', () => {
    const state = conversationState(['How has trust trended since March?'], LATEST);
    const next = resolveIntent(
      detectIntent('and last quarter?', LATEST),
      state,
      isFollowUp('and last quarter?'),
    );
    expect(next).toMatchObject({
      topic: 'trend',
      measure: 'trust',
      period: { from: '2026-07-01' },
    });
    const about = resolveIntent(detectIntent('what about innovation?', LATEST), state, true);
    expect(about).toMatchObject({ topic: 'trend', measure: 'innovation' });
  });

  it('does not guess at a message that names nothing and is not a follow-up', () => {
    const state = conversationState(['What is our reputation score?'], LATEST);
    expect(
      resolveIntent(detectIntent('blah blah', LATEST), state, isFollowUp('blah blah')).topic,
    ).toBeNull();
  });
});
