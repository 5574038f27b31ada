/** SPEC section 8's chat texts, word for word, and the panel's fixed wording. */
export const CHAT_TEXTS = {
  connectionFailure:
    "I'm sorry, I'm having trouble connecting to my AI services right now. Please try again in a moment.",
  noResponse: "I apologize, but I'm having trouble generating a response right now.",
  toastTitle: 'Connection Error',
  toastDescription: 'Unable to reach AI service. Please try again.',
  badgeConnected: 'Data Connected',
  badgeOnline: 'Online',
  placeholder: 'Ask about your reputation data…',
} as const;

export function welcomeText(customerName: string | null | undefined): string {
  const who = customerName ? `${customerName}'s` : 'your';
  return `Hello! I'm your Repute assistant. Ask me about ${who} reputation data: the score and its trend, key drivers, themes, media and social coverage, competitors, or what to do next.`;
}

export const SUGGESTED_QUESTIONS = [
  'What is our reputation score?',
  'What drives our reputation?',
  'What are people saying about us?',
  'What should we do next?',
] as const;
